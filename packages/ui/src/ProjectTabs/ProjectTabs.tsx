import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useEffect, useState } from 'react';
import { InlineArrow } from '../ArrowLink';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import { ScrollArea } from '../ScrollArea';
import { clampIndex } from './clampIndex';
import * as styles from './ProjectTabs.css';

export interface ProjectTabItem {
  id: string;
  /** Text of the tab. */
  tabLabel: string;
  title: string;
  description?: ReactNode;
  image: { src: string; alt: string };
  href: string;
  /** Text of the slide's onward link (e.g. 프로젝트 보기). */
  linkLabel: string;
}

export interface ProjectTabsLabels {
  /** Accessible name of the tab list. */
  tabList: string;
  previous: string;
  next: string;
}

export interface ProjectTabsProps {
  items: ProjectTabItem[];
  labels: ProjectTabsLabels;
  /** Selected slide when controlled; clamped to 0..items.length-1. */
  index?: number;
  /** First slide when uncontrolled (clamped as well). */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  renderLink?: LinkRenderer;
  className?: string;
}

/**
 * Tabs and a swipeable carousel kept in step: choosing a tab, swiping, or the previous/next buttons
 * (disabled at the ends) all move to the same slide. The index is always clamped to the slides.
 */
export function ProjectTabs({
  items,
  labels,
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
  renderLink = defaultRenderLink,
  className,
}: ProjectTabsProps) {
  const count = items.length;
  const [uncontrolledIndex, setUncontrolledIndex] = useState(() => clampIndex(defaultIndex, count));
  const index = clampIndex(controlledIndex ?? uncontrolledIndex, count);
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: false, align: 'start', startIndex: index });

  const select = (next: number) => {
    const clamped = clampIndex(next, count);
    if (clamped === index) return;
    if (controlledIndex === undefined) setUncontrolledIndex(clamped);
    onIndexChange?.(clamped);
  };

  // Carousel follows the index (tabs, buttons, a controlled prop) ...
  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== index) emblaApi.scrollTo(index, reducedMotion);
  }, [emblaApi, index, reducedMotion]);

  // ... and the index follows the carousel (swipes, drags).
  const selectRef = useLatest(select);
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => selectRef.current(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, selectRef]);

  const current = items[index];
  if (!current) return null;

  return (
    <Tabs.Root
      value={current.id}
      onValueChange={(id) => select(items.findIndex((item) => item.id === id))}
      className={clsx(styles.root, className)}
    >
      {/* Tabs that do not fit scroll sideways behind a fade; the selected one is kept in view (a swipe too). */}
      <ScrollArea
        scrollerClassName={styles.tabScroller}
        keepInView='[role="tab"][data-state="active"]'
        hideScrollbar
      >
        <Tabs.List aria-label={labels.tabList} className={styles.tabList}>
          {items.map((item) => (
            <Tabs.Trigger key={item.id} value={item.id} className={styles.tab}>
              {item.tabLabel}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </ScrollArea>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {items.map((item, slideIndex) => {
            const active = slideIndex === index;
            return (
              <Tabs.Content
                key={item.id}
                value={item.id}
                forceMount
                // Off-screen slides stay in the track for the carousel but leave the focus order.
                inert={!active}
                aria-hidden={active ? undefined : true}
                className={styles.slide}
              >
                <img className={styles.image} src={item.image.src} alt={item.image.alt} loading="lazy" />
                <div className={styles.body}>
                  <h3 className={styles.title}>{item.title}</h3>
                  {item.description ? <div className={styles.description}>{item.description}</div> : null}
                  {renderLink({
                    href: item.href,
                    className: styles.link,
                    children: (
                      <>
                        {item.linkLabel}
                        <InlineArrow />
                      </>
                    ),
                  })}
                </div>
              </Tabs.Content>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={labels.previous}
          disabled={index === 0}
          onClick={() => select(index - 1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <p className={styles.counter} aria-hidden="true">
          {index + 1} / {count}
        </p>
        <button
          type="button"
          className={styles.arrow}
          aria-label={labels.next}
          disabled={index === count - 1}
          onClick={() => select(index + 1)}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </Tabs.Root>
  );
}

/** A ref that always holds the latest value, for event handlers registered once. */
function useLatest<T>(value: T) {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
