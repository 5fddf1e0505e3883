import { AdminSection } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { adminApi, adminCall, useAdminAction, useAdminForm, useUnsavedChanges } from "~/features/admin";
import { digestSettingsSchema, type DigestSettings } from "../digest-settings";

const mailApi = adminApi("/mail");

const frequencyLabels: Record<DigestSettings["frequency"], string> = {
  weekly: "Weekly, on Monday morning",
  daily: "Daily, every morning",
  off: "Off",
};
const languageLabels: Record<DigestSettings["language"], string> = { pt: "Português", en: "English" };

/**
 * The curator's digest on the Mail screen: how often (weekly by default), to which address (empty: the site's
 * contact address) and in which language. It comes only when there is news, once per period.
 */
export function DigestSettingsForm({ settings }: { settings: DigestSettings & { defaultRecipient: string } }) {
  const run = useAdminAction();
  const unsaved = useUnsavedChanges();
  const form = useAdminForm(digestSettingsSchema, {
    frequency: settings.frequency,
    recipient: settings.recipient,
    language: settings.language,
  });
  const save = form.handleSubmit(async (values) => {
    const saved = await run(
      () => adminCall(mailApi.digest.$put({ json: values })),
      { title: "Digest settings saved", description: frequencyLabels[values.frequency] },
      { failure: "Not saved", onFailure: form.showFailure },
    );
    if (saved.ok) {
      unsaved.saved();
      form.reset(values);
    }
  });
  return (
    <AdminSection id="digest" title="Digest for you">
      <p className="mb-3 text-sm text-steel-700">
        What needs you, the period&apos;s clicks, orders and commission against the period before, the top earners and
        the links that broke: sent once per period, and only when there is news.
      </p>
      <form
        onSubmit={save}
        onChange={unsaved.onChange}
        noValidate
        aria-label="Digest settings"
        className="grid gap-4 sm:grid-cols-3 sm:items-start"
      >
        <FormField idPrefix="digest" name="frequency" label="How often" error={form.errorOf("frequency")}>
          {(props) => (
            <select {...props} {...form.field("frequency")} className={inputClass}>
              {Object.entries(frequencyLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          idPrefix="digest"
          name="recipient"
          label="Send to"
          error={form.errorOf("recipient")}
          hint={`Empty: the site's contact address, ${settings.defaultRecipient}.`}
        >
          {(props) => (
            <input
              {...props}
              {...form.field("recipient")}
              type="email"
              autoComplete="email"
              placeholder={settings.defaultRecipient}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField idPrefix="digest" name="language" label="Language" error={form.errorOf("language")}>
          {(props) => (
            <select {...props} {...form.field("language")} className={inputClass}>
              {Object.entries(languageLabels).map(([value, label]) => (
                <option key={value} value={value} lang={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="sm:col-span-3">
          <button type="submit" className={smallButton}>
            Save digest settings
          </button>
        </div>
      </form>
    </AdminSection>
  );
}
