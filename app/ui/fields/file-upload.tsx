import { type ReactNode, useId, useRef, useState } from "react";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "../hooks/use-hydrated";
import { Icon } from "../icon/icon";
import { RequiredMarker } from "./field-parts";
import fieldStyles from "./fields.module.css";
import { fileProblems } from "./file-rules";
import styles from "./file-upload.module.css";

interface FileUploadProps {
  /** Goes onto the file input, so an error summary can link to it. */
  id?: string;
  /** The files travel in native form posts under this name. */
  name?: string;
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** MIME types, wildcards or extensions, as for the input's accept attribute. */
  accept?: readonly string[];
  multiple?: boolean;
  maxSizeMb?: number;
  onChange?: (files: File[]) => void;
}

/**
 * File choice on the browser's own file input, so it works without JavaScript. Once the page is hydrated the
 * input hides behind a button in the page's language, and the chosen files are listed, removable and checked
 * for size and type.
 */
export function FileUpload(props: FileUploadProps) {
  const { id, name, label, description, errorMessage, isRequired, isDisabled, accept, multiple, maxSizeMb } = props;
  const t = useT();
  const enhanced = useHydrated();
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const problems = fileProblems(files, { maxSizeMb, accept });
  const messages = [
    ...problems.map((p) =>
      p.kind === "too-large"
        ? t("ui.file.tooLarge", { name: p.name, max: maxSizeMb ?? 0 })
        : t("ui.file.wrongType", { name: p.name }),
    ),
    ...(errorMessage ? [errorMessage] : []),
  ];
  const ids = {
    label: `${baseId}-label`,
    choose: `${baseId}-choose`,
    description: `${baseId}-description`,
    status: `${baseId}-status`,
    error: `${baseId}-error`,
  };

  const update = (next: File[]) => {
    setFiles(next);
    props.onChange?.(next);
  };

  // Removing a file rewrites the input's file list, so the form post carries exactly what is shown.
  const remove = (index: number) => {
    const next = files.filter((_, i) => i !== index);
    if (input.current && typeof DataTransfer !== "undefined") {
      const transfer = new DataTransfer();
      for (const file of next) transfer.items.add(file);
      input.current.files = transfer.files;
    }
    update(next);
    input.current?.focus();
  };

  return (
    <fieldset className={fieldStyles.fieldset} aria-labelledby={ids.label}>
      <legend id={ids.label} className={`${fieldStyles.label} ${fieldStyles.legend}`}>
        {label}
        {isRequired ? <RequiredMarker /> : null}
      </legend>
      {description ? (
        <span id={ids.description} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.picker}>
        <input
          ref={input}
          id={inputId}
          type="file"
          name={name}
          accept={accept?.join(",")}
          multiple={multiple}
          required={isRequired}
          disabled={isDisabled}
          className={enhanced ? styles.hiddenInput : styles.nativeInput}
          aria-labelledby={enhanced ? `${ids.choose} ${ids.label}` : ids.label}
          aria-describedby={
            [description ? ids.description : "", enhanced ? ids.status : "", messages.length ? ids.error : ""]
              .filter(Boolean)
              .join(" ") || undefined
          }
          aria-invalid={messages.length > 0 || undefined}
          onChange={(event) => update(Array.from(event.currentTarget.files ?? []))}
        />
        {enhanced ? (
          <label
            htmlFor={inputId}
            className={styles.chooser}
            aria-hidden="true"
            data-disabled={isDisabled || undefined}
          >
            <Icon name="upload" size={18} />
            <span id={ids.choose}>{t(multiple ? "ui.file.chooseMultiple" : "ui.file.choose")}</span>
          </label>
        ) : null}
      </div>
      {enhanced ? (
        <div id={ids.status} className={styles.status}>
          {files.length === 0 ? (
            <span className={fieldStyles.description}>{t("ui.file.none")}</span>
          ) : (
            <ul className={styles.files}>
              {files.map((file, index) => (
                <li key={`${file.name}-${file.lastModified}-${file.size}`} className={styles.file}>
                  <Icon name="document" size={18} />
                  <span className={styles.name}>{file.name}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t("ui.file.remove", { name: file.name })}
                    onClick={() => remove(index)}
                  >
                    <Icon name="trash" size={18} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {messages.length ? (
        <span id={ids.error} className={fieldStyles.error}>
          <Icon name="error" size={18} className={fieldStyles.errorIcon} />
          <span>{messages.join(" ")}</span>
        </span>
      ) : null}
    </fieldset>
  );
}
