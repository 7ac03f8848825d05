// The HTML invoker commands (`command`, `commandfor`): a button opens or closes a <dialog> with no
// script at all (Chromium 135, Firefox 144, Safari 26.2). @types/react 19.3 does not know them yet.
import "react";

declare module "react" {
  // Merged into React's own declaration, whose type parameter must be named the same.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
