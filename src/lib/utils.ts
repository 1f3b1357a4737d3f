import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. (tailwind-merge would resolve conflicting utilities, but it costs ~7 KB gzip in every island;
 * components here avoid passing conflicting classes instead.)
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
