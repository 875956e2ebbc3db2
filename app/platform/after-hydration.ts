/**
 * What starts once a page is hydrated and belongs in no page's first-load JavaScript: the page frame imports this
 * module from an effect. The analytics module (page views, events, the personalisation script: it sends what the
 * page tracked until now), link prefetch on intent (decision 0008) and field data (Core Web Vitals, which waits
 * for consent for statistics and the page's load) start on import.
 */
import "./analytics/delivery";
import "./react/prefetch-links";
import "./analytics/field-data";
