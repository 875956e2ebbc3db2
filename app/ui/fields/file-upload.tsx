import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button as AriaButton } from "react-aria-components/Button";
import { FileTrigger } from "react-aria-components/FileTrigger";
import { useT } from "~/platform/i18n/i18n";
import buttonStyles from "../button/button.module.css";
import { Icon } from "../icon/icon";
import { RequiredMarker } from "./field-parts";
import fieldStyles from "./fields.module.css";
import { fileProblems } from "./file-rules";
import styles from "./file-upload.module.css";

interface FileUploadProps {
  id?: string;
  /** With a name, the chosen files also travel in native form posts. */
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

/** File choice (react-aria FileTrigger) with the chosen files listed, each removable, and checked for size and type. */
export function FileUpload(props: FileUploadProps) {
  const { id, name, label, description, errorMessage, isRequired, isDisabled, accept, multiple, maxSizeMb } = props;
  const t = useT();
  const baseId = useId();
  const buttonId = id ?? `${baseId}-button`;
  const [files, setFiles] = useState<File[]>([]);
  const nativeInput = useRef<HTMLInputElement>(null);
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
    description: `${baseId}-description`,
    status: `${baseId}-status`,
    error: `${baseId}-error`,
  };

  // Mirror the choice into a named native input, so a plain form post carries the files as well.
  useEffect(() => {
    if (!nativeInput.current || typeof DataTransfer === "undefined") return;
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    nativeInput.current.files = transfer.files;
  }, [files]);

  const update = (next: File[]) => {
    setFiles(next);
    props.onChange?.(next);
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
      <FileTrigger
        acceptedFileTypes={accept ? [...accept] : undefined}
        allowsMultiple={multiple}
        onSelect={(list) => update(multiple ? [...files, ...Array.from(list ?? [])] : Array.from(list ?? []))}
      >
        <AriaButton
          id={buttonId}
          isDisabled={isDisabled}
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          aria-labelledby={`${buttonId} ${ids.label}`}
          aria-describedby={[description ? ids.description : "", ids.status, messages.length ? ids.error : ""]
            .filter(Boolean)
            .join(" ")}
          aria-required={isRequired || undefined}
        >
          <Icon name="upload" size={18} />
          <span>{t(multiple ? "ui.file.chooseMultiple" : "ui.file.choose")}</span>
        </AriaButton>
      </FileTrigger>
      {name ? <input ref={nativeInput} type="file" name={name} multiple={multiple} hidden tabIndex={-1} /> : null}
      <div id={ids.status} className={styles.status}>
        {files.length === 0 ? (
          <span className={fieldStyles.description}>{t("ui.file.none")}</span>
        ) : (
          <ul className={styles.files}>
            {files.map((file, index) => (
              <li key={`${file.name}-${file.lastModified}-${file.size}`} className={styles.file}>
                <Icon name="document" size={18} />
                <span className={styles.name}>{file.name}</span>
                <AriaButton
                  className={styles.remove}
                  aria-label={t("ui.file.remove", { name: file.name })}
                  onPress={() => update(files.filter((_, i) => i !== index))}
                >
                  <Icon name="trash" size={18} />
                </AriaButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      {messages.length ? (
        <span id={ids.error} className={fieldStyles.error}>
          <Icon name="error" size={18} className={fieldStyles.errorIcon} />
          <span>{messages.join(" ")}</span>
        </span>
      ) : null}
    </fieldset>
  );
}
