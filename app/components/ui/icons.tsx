// Decorative icons: always aria-hidden, the control next to them carries the name. They are drawn
// from one cached SVG sprite (icons.svg) rather than inlined into the JavaScript of every page.
import type { SVGProps } from "react";
import sprite from "./icons.svg?url&no-inline";

type IconProps = SVGProps<SVGSVGElement>;

const icon = (id: string) =>
  function SpriteIcon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props}>
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  };

export const FacebookIcon = icon("facebook");
export const InstagramIcon = icon("instagram");
export const WhatsAppIcon = icon("whats-app");
export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");
export const ChevronLeftIcon = icon("chevron-left");
export const ChevronRightIcon = icon("chevron-right");
export const ChevronDownIcon = icon("chevron-down");
export const PauseIcon = icon("pause");
export const PlayIcon = icon("play");
export const MailIcon = icon("mail");
export const PhoneIcon = icon("phone");
export const PinIcon = icon("pin");
export const ClockIcon = icon("clock");
export const SearchIcon = icon("search");
