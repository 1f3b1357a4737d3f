import type { ClientDirective } from "astro";
import { ISLAND_WAKE_EVENT } from "./island-wake";

/**
 * `client:interaction`: hydrates an island the first time the visitor focuses, presses, touches, hovers or types
 * inside it, and never loses what they did before its code was live (issue 16).
 *
 *   client:interaction            only on interaction (the header; the chat island, woken by its launcher; forms
 *                                 visible when a page opens: their code, react-hook-form, zod, Radix Select,
 *                                 downloads only when someone starts to use them)
 *   client:interaction="idle"     also when the browser is first idle (no island uses it since issue 14 session 3)
 *   client:interaction="visible"  also when the island scrolls into view (sections below the fold)
 *
 * In every mode, code outside the island can hydrate it at once with an `island:wake` event on its <astro-island>
 * (src/lib/island-wake.ts): the chat launcher, plain HTML and a small script, wakes the chat island that way.
 *
 * Until the island is live, a capturing recorder on the island's root keeps the first gesture made on one of its
 * controls (press and release, or a key and its release) and the fields typed in. Once React is attached:
 * - the gesture is dispatched again, event by event, to the same control (the recorded node, or if hydration
 *   replaced it, the node at the same path from the island's root with the same tag, id and role; otherwise
 *   nothing). Default actions are emulated: a prevented pointerdown skips the compatibility mouse events, a
 *   prevented keydown or keyup skips the click the key produced. Only the first gesture is replayed (a second tap on a
 *   menu toggle that seemed dead would otherwise close it again), and only once: the recorder stops when the island
 *   is live, and every later event reaches React directly. A gesture still under way at that moment is replayed up
 *   to where it is and finishes live.
 * - a field whose text changed is reported to React with one `input` event, so controlled state (the calculator's
 *   amounts) takes the visitor's value instead of resetting it.
 * - focus resting on a control of the island is reported with `focusin` (the carousel stops while focused).
 * Controls whose server HTML already works are never replayed: links, form fields, summary, submit and reset
 * buttons and disabled controls.
 * - one exception (issue 37): a form island's submit button is disabled until hydration (`data-hydrating`, see
 *   useHydrated), so a press on it did nothing and the visitor had to press again. Chromium still delivers pointer
 *   events to a disabled button: a press and release on it are kept, and once the island is live and the button
 *   enabled, its form is submitted through it (`requestSubmit`): the form's own checks then run, as for a live press.
 *
 * React hydrates the root synchronously when it receives a discrete event (its "selective hydration"), so the
 * replay needs no wait beyond Astro's hydrate().
 */
type Mode = "interaction" | "idle" | "visible";

const START_EVENTS = ["focusin", "pointerdown", "pointerover", "touchstart", "keydown", "input", ISLAND_WAKE_EVENT] as const;
const RECORDED_EVENTS = [
  "pointerdown",
  "mousedown",
  "pointerup",
  "mouseup",
  "click",
  "pointercancel",
  "keydown",
  "keyup",
] as const;
const REPLAYABLE =
  'button, [role="button"], [role="tab"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], [role="slider"]';
/** Elements the browser acts on by itself before hydration: replaying a gesture there would act twice. */
const NATIVE = 'a[href], input, select, textarea, summary, label, [contenteditable=""], [contenteditable="true"]';
const NOT_A_GESTURE = new Set(["Tab", "Shift", "Control", "Alt", "Meta", "CapsLock", "Escape"]);
/** A form island's submit button waiting for hydration (src/components/ui/button.tsx, hydratingProps). */
const WAITING_SUBMIT = "button[type=submit][disabled][data-hydrating]";
/** How long a kept submit press waits for its button to be enabled after hydration. */
const SUBMIT_WAIT_MS = 5000;

interface Gesture {
  control: Element;
  path: number[];
  signature: string;
  kind: "pointer" | "key";
  key?: string;
  events: Event[];
  complete: boolean;
}

/** The control a gesture acts on, when only the island's code can act on it. */
export function replayableControl(island: Element, target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(REPLAYABLE);
  if (!control || !island.contains(control) || control.closest("astro-island") !== island) return null;
  if (control.matches(NATIVE) || control.closest(NATIVE)) return null;
  if (control instanceof HTMLButtonElement && (control.type !== "button" || control.disabled)) return null;
  if (control.getAttribute("aria-disabled") === "true") return null;
  return control;
}

/** The submit button waiting for hydration that a press landed on, in this island. */
export function waitingSubmitButton(island: Element, target: EventTarget | null): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest(WAITING_SUBMIT);
  if (!(button instanceof HTMLButtonElement) || !button.form || button.closest("astro-island") !== island) return null;
  return button;
}

/**
 * Submits the button's form through it once the button is enabled (the island's first render after hydration
 * enables it), or gives up after SUBMIT_WAIT_MS. `requestSubmit` runs the browser's constraint checks and the
 * form's submit handler, exactly as a live press would.
 */
function submitWhenEnabled(button: HTMLButtonElement) {
  const submit = () => {
    if (button.isConnected && button.form && !button.disabled) button.form.requestSubmit(button);
  };
  if (!button.disabled) return submit();
  const observer = new MutationObserver(() => {
    if (button.disabled) return;
    observer.disconnect();
    clearTimeout(timer);
    submit();
  });
  observer.observe(button, { attributes: true, attributeFilter: ["disabled"] });
  const timer = setTimeout(() => observer.disconnect(), SUBMIT_WAIT_MS);
}

/** Child indexes from the island's root down to the node. */
export function pathFrom(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current = node; current !== root && current.parentElement; current = current.parentElement) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

export function signatureOf(node: Element) {
  return `${node.localName}#${node.id}[${node.getAttribute("role") ?? ""}]`;
}

/** The node a replay goes to: the recorded one while it is in the island, else its same-path twin, else none. */
export function resolveControl(root: Element, gesture: Pick<Gesture, "control" | "path" | "signature">): Element | null {
  if (gesture.control.isConnected && root.contains(gesture.control)) return gesture.control;
  let node: Element | undefined = root;
  for (const index of gesture.path) node = node?.children[index];
  return node && node.isConnected && signatureOf(node) === gesture.signature ? node : null;
}

function cloneEvent(event: Event): Event {
  const base = { bubbles: event.bubbles, cancelable: event.cancelable, composed: event.composed };
  const keys = (e: MouseEvent | KeyboardEvent) => ({
    ctrlKey: e.ctrlKey,
    shiftKey: e.shiftKey,
    altKey: e.altKey,
    metaKey: e.metaKey,
  });
  const mouse = (e: MouseEvent) => ({
    ...base,
    ...keys(e),
    view: window,
    detail: e.detail,
    clientX: e.clientX,
    clientY: e.clientY,
    screenX: e.screenX,
    screenY: e.screenY,
    button: e.button,
    buttons: e.buttons,
  });
  if (typeof PointerEvent !== "undefined" && event instanceof PointerEvent) {
    return new PointerEvent(event.type, {
      ...mouse(event),
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      isPrimary: event.isPrimary,
      width: event.width,
      height: event.height,
      pressure: event.pressure,
    });
  }
  if (event instanceof MouseEvent) return new MouseEvent(event.type, mouse(event));
  if (event instanceof KeyboardEvent) {
    return new KeyboardEvent(event.type, {
      ...base,
      ...keys(event),
      view: window,
      key: event.key,
      code: event.code,
      location: event.location,
      repeat: event.repeat,
    });
  }
  return new Event(event.type, base);
}

/** Dispatches the recorded gesture to the control, skipping what the browser would skip after a preventDefault. */
function replayGesture(control: Element, events: readonly Event[]) {
  let skipMouse = false;
  let skipClick = false;
  for (const recorded of events) {
    const type = recorded.type;
    if (skipMouse && (type === "mousedown" || type === "mouseup")) continue;
    if (skipClick && type === "click") continue;
    if (!control.isConnected) return;
    const replayed = cloneEvent(recorded);
    control.dispatchEvent(replayed);
    if (!replayed.defaultPrevented) continue;
    if (type === "pointerdown") skipMouse = true;
    if (type === "keydown" || type === "keyup") skipClick = true;
  }
}

const valueSetters = new Map<object, ((this: Element, value: string) => void) | undefined>();
/** The element's own value setter, beneath the per-node one React installs to track the last value it saw. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement) {
  const prototype = Object.getPrototypeOf(field) as object;
  if (!valueSetters.has(prototype)) valueSetters.set(prototype, Object.getOwnPropertyDescriptor(prototype, "value")?.set);
  return valueSetters.get(prototype);
}

/**
 * Tells React about text typed before it was attached: the field moves from its server value to the text. The text
 * is the one recorded at the visitor's last input, since hydration may put a field's server value back (a range
 * moved by the keyboard, in Chromium).
 */
function reportTypedValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  if (field instanceof HTMLInputElement && ["checkbox", "radio", "file"].includes(field.type)) return;
  const setter = nativeValueSetter(field);
  if (!setter) return;
  // A discrete event makes React finish hydrating first; it sees no change (its tracker starts at the field's value).
  field.dispatchEvent(new Event("input", { bubbles: true }));
  // Through React's tracker to the server value, then beneath it to the text: React sees one change, to the text.
  field.value = field.defaultValue;
  setter.call(field, typed);
  if (typed !== field.defaultValue) field.dispatchEvent(new Event("input", { bubbles: true }));
}

const isTextEntry = (node: Element) => node.matches("input, textarea, select, [contenteditable]");

const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  const mode: Mode = options.value === "idle" || options.value === "visible" ? options.value : "interaction";
  let started = false;
  let live = false;
  let gesture: Gesture | null = null;
  let gestureTaken = false;
  /** A press on the submit button waiting for hydration: complete once released on it. */
  let submitPress: (Pick<Gesture, "control" | "path" | "signature" | "complete"> & { control: HTMLButtonElement }) | null = null;
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  let observer: IntersectionObserver | undefined;

  const record = (event: Event) => {
    if (live || gestureTaken) return;
    if (submitPress) {
      const inside = event.target instanceof Node && submitPress.control.contains(event.target);
      if (event.type === "pointercancel" || (event.type === "pointerup" && !inside)) submitPress = null;
      else if (event.type === "pointerup") submitPress.complete = gestureTaken = true;
      return;
    }
    if (!gesture && event.type === "pointerdown" && (event as PointerEvent).button === 0) {
      const button = waitingSubmitButton(element, event.target);
      if (button) {
        submitPress = { control: button, path: pathFrom(element, button), signature: signatureOf(button), complete: false };
        return;
      }
    }
    if (!gesture) {
      const isPointer = event.type === "pointerdown" && (event as PointerEvent).button === 0;
      const isKey =
        event.type === "keydown" && !NOT_A_GESTURE.has((event as KeyboardEvent).key) && !(event as KeyboardEvent).repeat;
      if (!isPointer && !isKey) return;
      const control = replayableControl(element, event.target);
      if (!control) return;
      gesture = {
        control,
        path: pathFrom(element, control),
        signature: signatureOf(control),
        kind: isPointer ? "pointer" : "key",
        key: isKey ? (event as KeyboardEvent).key : undefined,
        events: [event],
        complete: false,
      };
      return;
    }
    const inside = event.target instanceof Node && gesture.control.contains(event.target);
    if (gesture.kind === "pointer") {
      // A press the browser turned into a scroll, or a release elsewhere, makes no click: nothing to replay.
      if (event.type === "pointercancel" || (!inside && (event.type === "pointerup" || event.type === "click"))) {
        gesture = null;
        return;
      }
      if (!inside || event.type === "keydown" || event.type === "keyup" || event.type === "pointerdown") return;
      gesture.events.push(event);
      if (event.type === "click") gesture.complete = gestureTaken = true;
    } else {
      if (!inside) return;
      if (event.type === "click") gesture.events.push(event);
      if (event.type === "keyup" && (event as KeyboardEvent).key === gesture.key) {
        gesture.events.push(event);
        gesture.complete = gestureTaken = true;
      }
    }
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!live && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) typed.set(field, field.value);
  };
  for (const type of RECORDED_EVENTS) element.addEventListener(type, record, { capture: true, passive: true });
  element.addEventListener("input", onInput, { capture: true, passive: true });

  const stopRecording = () => {
    for (const type of RECORDED_EVENTS) element.removeEventListener(type, record, { capture: true });
    element.removeEventListener("input", onInput, { capture: true });
  };

  const replay = () => {
    const pending = gesture;
    gesture = null;
    gestureTaken = true;
    const fields = [...typed];
    typed.clear();
    const target = pending ? resolveControl(element, pending) : null;
    if (target && pending) replayGesture(target, pending.events);
    const press = submitPress;
    submitPress = null;
    const submitButton = press?.complete ? resolveControl(element, press) : null;
    for (const [field, text] of fields) {
      if (field.isConnected && element.contains(field)) reportTypedValue(field, text);
    }
    const focused = document.activeElement;
    if (focused && focused !== document.body && element.contains(focused) && !isTextEntry(focused)) {
      focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
    // Last, so the form reads the text typed or filled in before hydration.
    if (submitButton instanceof HTMLButtonElement) submitWhenEnabled(submitButton);
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of START_EVENTS) element.removeEventListener(type, start);
    observer?.disconnect();
    const hydrate = await load();
    await hydrate();
    // Astro defers an island nested in one not yet hydrated; React is attached once `ssr` is gone.
    if (element.hasAttribute("ssr")) {
      await new Promise((resolve) => element.addEventListener("astro:hydrate", resolve, { once: true }));
    }
    live = true;
    stopRecording();
    replay();
  };
  for (const type of START_EVENTS) element.addEventListener(type, start, { passive: true });

  if (mode === "idle") {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => void start());
    else setTimeout(() => void start(), 200);
  } else if (mode === "visible") {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    });
    for (const child of element.children) observer.observe(child);
  }
};

export default hydrateOnInteraction;
