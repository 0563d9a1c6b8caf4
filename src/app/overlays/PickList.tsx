// The pick list: when a click finds several objects under the pointer
// (icons, vessels, trains within the pick tolerance), a small list next to
// it names each one (pickEntries.ts) and choosing one acts as a click on it
// alone. Keyboard: the list takes the focus; arrows move, Enter or Space
// chooses, Tab closes; Esc closes it as the topmost thing open (the
// console's escape stack, shell/escapeStack.ts: the key goes no further,
// tools do not see it). A press anywhere outside closes it.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { emitObjectPicked } from '../chart/chartEvents';
import { useChart, type PickChoice } from '../chart/chartHandle';
import { pl } from '../i18n/pl';
import { liveStore } from '../live';
import { resources } from '../resources';
import { useEscape } from '../shell/escapeStack';
import { pickEntries, type PickNames } from './pickEntries';
import { VesselNames } from './vesselNames';
import { isVesselId } from '../../protocol/vessels';
import './pickList.css';

const vesselNames = new VesselNames(() => resources.vessels.list());

const names: PickNames = {
  trainName: (id) => liveStore.train(id)?.name,
  vessel: (id) => {
    const watched = liveStore.vessels.get(id);
    return watched ? { name: watched.name, mmsi: watched.mmsi } : vesselNames.known(id);
  },
};

/** The list's offset from the click, CSS px. */
const OFFSET_PX = 12;

export function PickList() {
  const chart = useChart();
  const [choice, setChoice] = useState<PickChoice | null>(null);
  const [active, setActive] = useState(0);
  /** Bumped when vessels' names arrive: the entries are named again. */
  const [, setNamesLoaded] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!chart) return;
    return chart.onPickChoice((next) => {
      setChoice(next);
      setActive(0);
      const vessels = next.hits.flatMap((h) => (h.kind === 'object' && isVesselId(h.id) ? [h.id] : []));
      if (vessels.length > 0) void vesselNames.ensure(vessels).then(() => setNamesLoaded((n) => n + 1));
    });
  }, [chart]);

  const close = () => setChoice(null);
  useEscape(close, { active: choice !== null });
  const entries = choice ? pickEntries(choice.hits, names, emitObjectPicked) : [];

  // Placed beside the click, kept inside the viewport; focused when it opens.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || !choice) return;
    const width = el.offsetWidth;
    const height = el.offsetHeight;
    const x = choice.xPx + OFFSET_PX + width <= window.innerWidth ? choice.xPx + OFFSET_PX : Math.max(0, choice.xPx - OFFSET_PX - width);
    const y = Math.max(0, Math.min(choice.yPx + OFFSET_PX, window.innerHeight - height));
    el.style.transform = `translate(${x}px, ${y}px)`;
    el.focus();
  }, [choice]);

  // A press outside closes it.
  useEffect(() => {
    if (!choice) return;
    const outside = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) setChoice(null);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [choice]);

  if (!choice || entries.length === 0) return null;
  const choose = (index: number) => {
    const entry = entries[index];
    close();
    entry?.choose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last };
    if (event.key in moves) setActive(moves[event.key] ?? 0);
    else if (event.key === 'Enter' || event.key === ' ') choose(active);
    else if (event.key === 'Tab') close();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  const optionId = (index: number) => `pick-list-option-${index}`;
  return (
    <div
      ref={list}
      className="pick-list"
      data-testid="pick-list"
      role="listbox"
      aria-label={pl.pickList.title}
      aria-activedescendant={optionId(active)}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="pick-list__title" aria-hidden="true">
        {pl.pickList.title}
      </div>
      {entries.map((entry, index) => (
        <div
          key={entry.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={`pick-list__option${index === active ? ' pick-list__option--active' : ''}`}
          onPointerEnter={() => setActive(index)}
          onClick={() => choose(index)}
        >
          {entry.label}
        </div>
      ))}
    </div>
  );
}
