// Inline SVG icons (no icon font, no network). They are decorative: the control that holds one
// carries the accessible name, so every icon is hidden from assistive technology. How they are
// drawn (the stroke) is one CSS rule, not five attributes on each: fewer attributes to render on
// the server and to hydrate.
import './icons.css';

interface IconProps {
  size?: number;
  className?: string;
}

type Shapes = { __html: string };

/**
 * An <svg> drawing `shapes`, SVG markup written in this file and nowhere else: React writes it
 * into the element as it is, instead of an element for each shape, and the browser hydrates no
 * shapes either. A product page has 22 icons with 37 shapes, an eighth of its elements.
 */
function drawn(shapes: Shapes, { size = 24, className }: IconProps) {
  return <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" dangerouslySetInnerHTML={shapes} />;
}

/** An icon component that always draws `shapes`. */
function icon(shapes: string) {
  const markup = { __html: shapes };
  return (props: IconProps) => drawn(markup, props);
}

export const SearchIcon = icon('<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>');

export const CloseIcon = icon('<path d="M6 6l12 12M18 6 6 18"/>');

export const MenuIcon = icon('<path d="M4 7h16M4 12h16M4 17h16"/>');

export const BagIcon = icon('<path d="M5 8h14l-1 12H6L5 8Z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>');

export const UserIcon = icon('<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>');

export const ChevronLeftIcon = icon('<path d="m15 18-6-6 6-6"/>');

export const ChevronRightIcon = icon('<path d="m9 18 6-6-6-6"/>');

export const ArrowRightIcon = icon('<path d="M5 12h14M13 6l6 6-6 6"/>');

export const ExternalIcon = icon('<path d="M14 4h6v6M20 4l-9 9"/><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>');

export const MailIcon = icon('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>');

export const PhoneIcon = icon('<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"/>');

export const PinIcon = icon('<path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Z"/><circle cx="12" cy="10" r="2.5"/>');

export const ClockIcon = icon('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>');

export const GlobeIcon = icon('<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>');

const heartShape = (fill: string): Shapes => ({
  __html: `<path d="M12 20s-8-4.9-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.1-8 11-8 11Z" fill="${fill}"/>`,
});
const heartOutline = heartShape('none');
const heartFilled = heartShape('currentColor');

/** Filled when the product is on the wishlist. */
export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => drawn(filled ? heartFilled : heartOutline, props);
