import { useState } from "react";
import { smallButton } from "~/components/ui/admin/buttons";
import { FormField, inputClass } from "~/components/ui/admin/form-field";
import { helmetNameKey, matchHelmetModel } from "~/features/fitment";
import { useTranslation } from "~/i18n/use-translation";
import { withNodes } from "./with-nodes";

const vt = "admin.visorTemplates";

/**
 * The models a visor also fits, one at a time: a type-ahead over the brand's models. A name the brand already
 * has, written otherwise, becomes that model; a new name is added only after a question, which offers the
 * existing model it probably means ("EXO-R1 Air": did you mean R1-Air?), so no second R1-Air is born.
 */
export function CompatibleModelsField({
  models,
  brandModels,
  brand,
  error,
  onChange,
}: {
  models: string[];
  brandModels: string[];
  brand: string;
  error?: string;
  onChange: (models: string[]) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [question, setQuestion] = useState<{ name: string; close?: string } | null>(null);
  const add = (name: string) => {
    if (!models.some((m) => helmetNameKey(m) === helmetNameKey(name))) onChange([...models, name]);
    setTyped("");
    setQuestion(null);
  };
  const offer = () => {
    const name = typed.trim();
    if (!name) return;
    const { same, close } = matchHelmetModel(name, brandModels);
    if (same) add(same);
    else setQuestion({ name, close });
  };
  return (
    <FormField
      idPrefix="visor"
      name="compatibleModels"
      label={t(`${vt}.compatibleModels`)}
      error={error}
      hint={t(`${vt}.compatibleHint`)}
    >
      {(props) => (
        <div>
          {models.length > 0 && (
            <ul aria-label={t(`${vt}.compatibleChosen`)} className="mb-2 flex flex-wrap gap-1.5">
              {models.map((model) => (
                <li key={model} className="flex items-center gap-1 rounded-full bg-steel-50 py-1 pl-3 pr-1 text-sm">
                  {model}
                  <button
                    type="button"
                    aria-label={t(`${vt}.removeModel`, { model })}
                    onClick={() => onChange(models.filter((m) => m !== model))}
                    className="grid h-7 w-7 place-items-center rounded-full hover:bg-steel-200"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex gap-2">
            <input
              {...props}
              list="visor-compatible-suggestions"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setQuestion(null);
              }}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                offer();
              }}
              className={inputClass}
            />
            <button type="button" className={smallButton} onClick={offer}>
              {t(`${vt}.addModel`)}
            </button>
          </div>
          <datalist id="visor-compatible-suggestions">
            {brandModels.map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
          {question && (
            <div role="alert" className="mt-2 rounded-control bg-paper p-3 text-sm">
              <p>
                {question.close
                  ? withNodes(t(`${vt}.didYouMean`, { brand: brand || t(`${vt}.thisBrand`), name: question.name }), {
                      close: <b>{question.close}</b>,
                    })
                  : t(`${vt}.newModel`, { brand: brand || t(`${vt}.thisBrand`), name: question.name })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {question.close && (
                  <button type="button" className={smallButton} onClick={() => add(question.close!)}>
                    {t(`${vt}.useModel`, { model: question.close })}
                  </button>
                )}
                <button type="button" className={smallButton} onClick={() => add(question.name)}>
                  {t(`${vt}.addAsNew`, { name: question.name })}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
