import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping the falsy ones. Deliberately no tailwind-merge (its weight on every page:
 * docs/performance.md): a component's own classes and the ones it is given never set the same property, so there is
 * nothing to resolve. Give a component a class that conflicts with its own and neither reliably wins.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
