import * as React from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { posSystems } from "@/content/pos";
import type { Action } from "@/content/marketing.schema";
import { BrandIcon } from "@/components/ui/brand-icon";
import { ButtonLink } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { CAROUSEL_INTERVAL_MS, isRotating, nextIndex, previousIndex } from "./carousel-state";
import { deviceIllustrations } from "./device-illustrations";
import { posSystemLogos } from "./pos-system-logos";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

const count = posSystems.length;

/**
 * The supported-POS carousel (SPEC "/pos-systems", section 4 "POS carousel"): advances every 8 s and wraps;
 * previous, next and the dots select directly. It stops while hovered or focused, the Pause button stops it for
 * good, and under prefers-reduced-motion it starts paused until the visitor presses Play.
 * Every slide is in the HTML (crawlable); all share one grid cell so the height never changes (no layout shift).
 */
export function PosCarousel({ applyAction, labelledBy }: { applyAction: Action; labelledBy: string }) {
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(true);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const rotating = isRotating({ playing, hovered, focused });

  React.useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  // Restarts on every change of slide, so a slide chosen by hand gets its full 8 s too.
  React.useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => nextIndex(current, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, index]);

  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className="mt-10"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing ? "Pause automatic slide rotation" : "Play automatic slide rotation"}
          className="inline-flex h-11 items-center gap-2 rounded-md border-2 border-navy-900 px-4 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          {playing ? "Pause" : "Play"}
        </button>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => setIndex((current) => previousIndex(current, count))}
            className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white hover:bg-navy-800"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => setIndex((current) => nextIndex(current, count))}
            className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white hover:bg-navy-800"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div aria-live={rotating ? "off" : "polite"} className="mt-6 grid grid-cols-[minmax(0,1fr)]">
        {posSystems.map((system, slide) => {
          const active = slide === index;
          const Illustration = deviceIllustrations[system.device];
          const logo = posSystemLogos[system.logo];
          return (
            <div
              key={system.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${count}`}
              aria-hidden={!active}
              data-active={active}
              className={cn(
                "grid grid-cols-[minmax(0,1fr)] gap-8 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm [grid-area:1/1] sm:p-6 md:grid-cols-[1.1fr_1fr] md:items-center md:p-10",
                "transition-[opacity,visibility] duration-500",
                active ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              <div>
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-12 items-center justify-center rounded-lg bg-navy-50 text-navy-900">
                    <BrandIcon icon={logo} className="size-7" title={`${system.name} logo`} />
                  </span>
                  <h3 className="text-2xl font-extrabold text-navy-900">{keepWordsWhole(system.name)}</h3>
                </div>
                <p className="mt-3 text-sm font-semibold tracking-wide text-navy-700 uppercase">{system.bestFor}</p>
                <p className="mt-4 text-lg leading-relaxed text-ink">{system.description}</p>
                <ButtonLink href={applyAction.href} size="lg" className="mt-6">
                  {applyAction.label}
                  <CssIcon name="arrow-right" />
                </ButtonLink>
              </div>
              <div className="mx-auto w-full max-w-sm rounded-xl bg-navy-50 p-6">
                <Illustration label={system.imageAlt} logo={logo} />
              </div>
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex justify-center gap-1">
        {posSystems.map((system, slide) => (
          <button
            key={system.id}
            type="button"
            aria-label={`Show slide ${slide + 1} of ${count}: ${system.name}`}
            aria-current={slide === index ? "true" : undefined}
            onClick={() => setIndex(slide)}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                "block h-3 rounded-full transition-all",
                slide === index ? "w-8 bg-navy-900" : "w-3 bg-navy-100 ring-1 ring-navy-700 group-hover:bg-navy-700",
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
