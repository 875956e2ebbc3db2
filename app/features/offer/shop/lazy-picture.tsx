import styles from "./shop.module.css";

/** Intrinsic size of the product pictures (the backend's device images are 1:2); reserves the space, no shift. */
export const PICTURE_SIZE = { width: 120, height: 240 } as const;

/**
 * A product picture. The former lazy loader (vue-lazyload: min size 40 px, throttle 125 ms) is replaced by
 * the browser's native `loading="lazy"`: the browser decides when a picture near the viewport loads, with no
 * scroll listener to throttle and no minimum size to watch; width and height keep the layout stable. The first
 * slide's picture is above the fold: eager, with high fetch priority.
 */
export function LazyPicture({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  return (
    <img
      className={styles.picture}
      src={src}
      alt={alt}
      width={PICTURE_SIZE.width}
      height={PICTURE_SIZE.height}
      {...(eager ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy", decoding: "async" })}
    />
  );
}
