import { formatDate, formatWhen } from './format-when';
import type { RateHistoryPoint } from '@tm/core';

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 240;
/** Room for the rate labels on the left and the dates below. */
export const PAD = { left: 64, right: 12, top: 12, bottom: 28 } as const;

export interface ChartGeometry {
  /** x of each point, left to right. */
  xs: number[];
  collectYs: number[];
  sellYs: number[];
  /** The y range shown, as numbers for placing only (the labels print the decimal strings). */
  min: number;
  max: number;
  yOf: (value: number) => number;
}

/**
 * Where each point of the two customer rates sits in the chart's SVG box: time evenly along x (the points are
 * on a fixed grid), both rates on one y scale with 5% room above and below. Numbers here only place pixels;
 * every rate the customer reads is the API's own decimal text.
 */
export function chartGeometry(
  points: readonly RateHistoryPoint[],
  /** The box's width in SVG units: the chart's drawn width in CSS px, so its text is drawn at its CSS size. */
  width: number = CHART_WIDTH,
): ChartGeometry {
  const values = points.flatMap((p) => [Number(p.collect), Number(p.sell)]);
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, 1];
  const room = (max - min) * 0.05 || Math.abs(max) * 0.01 || 1;
  min -= room;
  max += room;
  const innerW = width - PAD.left - PAD.right;
  const innerH = CHART_HEIGHT - PAD.top - PAD.bottom;
  const first = points.length > 0 ? Date.parse(points[0]!.at) : 0;
  const last = points.length > 0 ? Date.parse(points.at(-1)!.at) : 1;
  const span = last - first || 1;
  const xs = points.map((p) =>
    points.length === 1 ? PAD.left + innerW / 2 : PAD.left + ((Date.parse(p.at) - first) / span) * innerW,
  );
  const yOf = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * innerH;
  return {
    xs,
    collectYs: points.map((p) => yOf(Number(p.collect))),
    sellYs: points.map((p) => yOf(Number(p.sell))),
    min,
    max,
    yOf,
  };
}

/** An SVG path through the points ("M x y L x y …"), 1 decimal place. */
export function linePath(xs: readonly number[], ys: readonly number[]): string {
  return xs.map((x, i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${ys[i]!.toFixed(1)}`).join(' ');
}

/** "25 Nov" for a grid day, "25 Nov 12:00" where the period's points are hours apart. */
export function pointLabel(at: string, withTime: boolean): string {
  // London time, as every other time the customer reads (formatWhen), whatever the device's zone.
  const d = new Date(at);
  return withTime ? formatWhen(d) : formatDate(d);
}

/**
 * Whether point `i` is labelled with its time: over a week or less always; over longer periods only where it
 * shares its day with a neighbour (a rate changed twice that day), or two rows would read the same date.
 */
export function labelWithTime(points: readonly { at: string }[], i: number, periodDays: number): boolean {
  if (periodDays <= 7) return true;
  const day = (j: number) => (points[j] ? pointLabel(points[j].at, false) : null);
  return day(i - 1) === day(i) || day(i + 1) === day(i);
}
