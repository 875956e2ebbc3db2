import { Link } from "react-router";
import { TILE_STATE_ICON_SIZE } from "../constants";
import { Icon, type IconName } from "../icon/icon";
import { Skeleton } from "../skeleton/skeleton";
import styles from "./tile-link.module.css";

interface TileLinkProps {
  to: string;
  title: string;
  description?: string;
  prefixIcon?: IconName;
  /** Trailing icon (default chevron-right, 14 px). */
  stateIcon?: IconName;
  /** While loading, skeleton lines replace the text and the link is not rendered. */
  loading?: boolean;
  /** Full page load instead of client navigation (e.g. for downloads). */
  reloadDocument?: boolean;
}

/** A large link in a card: prefix icon, title, description and a trailing state icon. */
export function TileLink(props: TileLinkProps) {
  const { to, title, description, prefixIcon, stateIcon = "chevron-right", loading = false, reloadDocument } = props;
  if (loading) {
    return (
      <div className={styles.tile} aria-busy="true" data-loading="">
        {prefixIcon ? (
          <span className={styles.prefix}>
            <Icon name={prefixIcon} />
          </span>
        ) : null}
        <span className={styles.body}>
          <Skeleton lines={description === undefined ? 1 : 2} />
        </span>
      </div>
    );
  }
  return (
    <Link to={to} className={styles.tile} reloadDocument={reloadDocument}>
      {prefixIcon ? (
        <span className={styles.prefix}>
          <Icon name={prefixIcon} />
        </span>
      ) : null}
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      <span className={styles.state}>
        <Icon name={stateIcon} size={TILE_STATE_ICON_SIZE} />
      </span>
    </Link>
  );
}
