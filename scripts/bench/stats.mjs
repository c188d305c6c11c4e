// Small statistics for latency samples (milliseconds).

/** The q-quantile (0..1) of samples by nearest rank; NaN for no samples. */
export function quantile(samples, q) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

export const p50 = (samples) => quantile(samples, 0.5);
export const p99 = (samples) => quantile(samples, 0.99);
