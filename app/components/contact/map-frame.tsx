/**
 * The map, an embedded page of another site: at build time only its box, which
 * app/scripts/map-frame.ts replaces with the frame when the box comes within 200 px of the screen.
 * A visitor who never scrolls there never loads it (nor its cookies); the browser's own
 * loading="lazy" starts frames several screens early, which is not enough. It needs no React in the
 * browser: as an island, scrolling to the contact form loaded React DOM right where a person taps
 * the form's first field (bench --only taps). Without JavaScript the box stays empty; the directions
 * link below it works without the map.
 */
export function MapFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  return <div data-map-frame={src} data-title={title} className={className} />;
}
