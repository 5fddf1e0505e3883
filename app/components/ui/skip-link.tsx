/** The first stop of the Tab key: straight to the page's `<main id="main">`, past the header and its menus. */
export function SkipLink({ children }: { children: React.ReactNode }) {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-signal focus:px-3 focus:py-2 focus:text-asphalt"
    >
      {children}
    </a>
  );
}
