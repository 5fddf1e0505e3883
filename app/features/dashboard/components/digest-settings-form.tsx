import { AdminSection } from "~/components/ui/admin/admin-page";
import { smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { adminApi, adminCall, useAdminAction, useAdminForm, useUnsavedChanges } from "~/features/admin";
import { useTranslation } from "~/i18n/use-translation";
import { digestFrequencies, digestLanguages, digestSettingsSchema, type DigestSettings } from "../digest-settings";

const mailApi = adminApi("/mail");

/**
 * The curator's digest on the Mail screen: how often (weekly by default), to which address (empty: the site's
 * contact address) and in which language. It comes only when there is news, once per period.
 */
export function DigestSettingsForm({ settings }: { settings: DigestSettings & { defaultRecipient: string } }) {
  const run = useAdminAction();
  const { t } = useTranslation();
  const frequencyLabel = (frequency: DigestSettings["frequency"]) => t(`admin.digest.frequency.${frequency}`);
  const unsaved = useUnsavedChanges();
  const form = useAdminForm(digestSettingsSchema, {
    frequency: settings.frequency,
    recipient: settings.recipient,
    language: settings.language,
  });
  const save = form.handleSubmit(async (values) => {
    const saved = await run(
      () => adminCall(mailApi.digest.$put({ json: values })),
      { title: t("admin.digest.saved"), description: frequencyLabel(values.frequency) },
      { failure: t("admin.common.notSaved"), onFailure: form.showFailure },
    );
    if (saved.ok) {
      unsaved.saved();
      form.reset(values);
    }
  });
  return (
    <AdminSection id="digest" title={t("admin.digest.title")}>
      <p className="mb-3 text-sm text-steel-700">{t("admin.digest.intro")}</p>
      <form
        onSubmit={save}
        onChange={unsaved.onChange}
        noValidate
        aria-label={t("admin.digest.form")}
        className="grid gap-4 sm:grid-cols-3 sm:items-start"
      >
        <FormField
          idPrefix="digest"
          name="frequency"
          label={t("admin.digest.howOften")}
          error={form.errorOf("frequency")}
        >
          {(props) => (
            <select {...props} {...form.field("frequency")} className={inputClass}>
              {digestFrequencies.map((value) => (
                <option key={value} value={value}>
                  {frequencyLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          idPrefix="digest"
          name="recipient"
          label={t("admin.digest.sendTo")}
          error={form.errorOf("recipient")}
          hint={t("admin.digest.sendToHint", { address: settings.defaultRecipient })}
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
        <FormField
          idPrefix="digest"
          name="language"
          label={t("admin.digest.language")}
          error={form.errorOf("language")}
        >
          {(props) => (
            <select {...props} {...form.field("language")} className={inputClass}>
              {digestLanguages.map((value) => (
                <option key={value} value={value} lang={value}>
                  {t(`admin.shell.languageName.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="sm:col-span-3">
          <button type="submit" className={smallButton}>
            {t("admin.digest.save")}
          </button>
        </div>
      </form>
    </AdminSection>
  );
}
