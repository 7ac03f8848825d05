// Index arithmetic of the single-slide carousels: both ends wrap around.

export function nextIndex(index: number, count: number): number {
  return index >= count - 1 ? 0 : index + 1;
}

export function previousIndex(index: number, count: number): number {
  return index <= 0 ? count - 1 : index - 1;
}
