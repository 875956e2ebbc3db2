import styles from "./phone-link.module.css";

interface Props {
  /** Dialable form for the tel: address, e.g. "+4980052001234". */
  phoneNumber: string;
  /** What the customer reads, e.g. "0800 5200 123". */
  displayNumber: string;
  /** The feature's tracking of the click. */
  onClick?: () => void;
  className?: string;
}

/** A phone number as a tel: link that never breaks across lines; features add their own tracking. */
export function PhoneLink({ phoneNumber, displayNumber, onClick, className }: Props) {
  return (
    <a
      href={`tel:${phoneNumber}`}
      className={className ? `${styles.link} ${className}` : styles.link}
      onClick={onClick}
    >
      {displayNumber}
    </a>
  );
}
