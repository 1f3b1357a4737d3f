import * as React from "react";
import { ChevronDown, Menu, Search, X } from "lucide-react";
import { getStarted, mainNav, withOverview, type NavItem } from "@/content/navigation";
import { site } from "@/content/site";
import { ButtonLink } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Logo } from "./logo";
import { SiteSearch } from "./site-search";

/** How long the pointer may be off a menu before it closes (lets it travel diagonally to the panel). */
const HOVER_CLOSE_DELAY_MS = 150;

function isCurrent(href: string, currentPath: string) {
  const path = href.split("#")[0]!;
  return path === currentPath;
}

/**
 * The sticky header on every page. Below 768 px a toggle opens a panel with every link and a search box; from
 * 768 to 1023 px the links take a second row under the logo and Get Started (search hidden, SPEC 2); from 1024 px
 * everything sits in one row, the search behind a button until 1280 px, where the box itself fits. Each parent is a real link; its dropdown opens on
 * hover, or by click and keyboard on the chevron button beside it: the WAI-ARIA disclosure navigation pattern
 * (Escape closes and returns focus, arrow keys move through an open panel, leaving the item closes it).
 */
export function SiteHeader({ currentPath = "/" }: { currentPath?: string }) {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    const closeOnDesktop = () => {
      if (window.innerWidth >= 768) setMobileOpen(false);
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", closeOnDesktop);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", closeOnDesktop);
    };
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-50 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* One row from 1024 px; on tablets (768-1023 px) the links take a second row under the logo and Get Started.
          The row may still wrap, so a visitor's wider text spacing (WCAG 1.4.12) never pushes it off the screen. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-page xl:gap-x-4">
        <a href="/" className="flex h-16 shrink-0 items-center rounded-md" aria-label={`${site.brand.name} home`}>
          <Logo />
        </a>
        <DesktopNav currentPath={currentPath} />
        <HeaderSearchToggle />
        <div className="ml-auto hidden w-56 shrink-0 xl:block">
          <SiteSearch id="header-search" />
        </div>
        <div className="ml-auto hidden shrink-0 md:block lg:ml-0">
          <ButtonLink href={getStarted.href} size="sm" className="whitespace-nowrap">
            {getStarted.label}
          </ButtonLink>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="ml-auto inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      <MobileMenu open={mobileOpen} currentPath={currentPath} onNavigate={() => setMobileOpen(false)} />
    </header>
  );
}

function DesktopNav({ currentPath }: { currentPath: string }) {
  const [openItem, setOpenItem] = React.useState("");
  const navRef = React.useRef<HTMLElement>(null);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The item last opened by hover: a click on its chevron while the pointer is still there keeps it open
  // (the visitor meant "open"); a second click closes it.
  const openedByHover = React.useRef("");

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The header hydrates when the pointer first comes over it (client:interaction): an item already under the mouse
  // by then opens as if the pointer had just entered it.
  React.useEffect(() => {
    if (!window.matchMedia("(hover: hover) and (pointer: fine)").matches) return;
    const hovered = mainNav.find(
      (item) => item.children && document.getElementById(triggerId(item.href))?.parentElement?.matches(":hover"),
    );
    if (!hovered) return;
    openedByHover.current = hovered.href;
    setOpenItem(hovered.href);
  }, []);

  React.useEffect(() => {
    if (!openItem) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenItem("");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      document.getElementById(triggerId(openItem))?.focus();
      setOpenItem("");
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openItem]);

  const hoverOpen = (name: string) => (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    if (openItem !== name) openedByHover.current = name;
    setOpenItem(name);
  };
  const hoverClose = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      openedByHover.current = "";
      setOpenItem("");
    }, HOVER_CLOSE_DELAY_MS);
  };
  const toggle = (name: string) => {
    if (openItem === name && openedByHover.current === name) {
      openedByHover.current = "";
      return;
    }
    openedByHover.current = "";
    setOpenItem(openItem === name ? "" : name);
  };
  const focusLink = (name: string, index: number | "first" | "last") => {
    const links = [...(document.getElementById(panelId(name))?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    const target = index === "first" ? links[0] : index === "last" ? links.at(-1) : links[(index + links.length) % links.length];
    target?.focus();
  };
  const onTriggerKeyDown = (name: string) => (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpenItem(name);
    // The panel is in the DOM already (hidden); focus after React unhides it.
    requestAnimationFrame(() => focusLink(name, "first"));
  };
  const onPanelKeyDown = (name: string) => (event: React.KeyboardEvent) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a")];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") focusLink(name, index + 1);
    else if (event.key === "ArrowUp") focusLink(name, index - 1);
    else if (event.key === "Home") focusLink(name, "first");
    else if (event.key === "End") focusLink(name, "last");
    else return;
    event.preventDefault();
  };

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="relative hidden md:block md:max-lg:order-last md:max-lg:basis-full md:max-lg:border-t md:max-lg:border-navy-100 md:max-lg:py-1"
    >
      <ul className="flex flex-wrap items-center gap-0.5 md:max-lg:-ml-2 md:max-lg:gap-1 xl:gap-1">
        {mainNav.map((item) => {
          if (!item.children) {
            return (
              <li key={item.href}>
                <TopLink item={item} currentPath={currentPath} />
              </li>
            );
          }
          const open = openItem === item.href;
          return (
            <li
              key={item.href}
              className="relative flex items-center"
              onPointerEnter={hoverOpen(item.href)}
              onPointerLeave={hoverClose}
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenItem("");
              }}
            >
              <TopLink item={item} currentPath={currentPath} className="pr-0.5 md:max-lg:pr-1 xl:pr-1" />
              <button
                type="button"
                id={triggerId(item.href)}
                aria-label={`${item.label} menu`}
                aria-expanded={open}
                aria-controls={panelId(item.href)}
                data-state={open ? "open" : "closed"}
                className="group inline-flex h-9 w-6 items-center justify-center rounded-md text-navy-800 hover:bg-navy-50 data-[state=open]:bg-navy-50"
                onClick={() => toggle(item.href)}
                onKeyDown={onTriggerKeyDown(item.href)}
              >
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </button>
              <div
                id={panelId(item.href)}
                hidden={!open}
                className="absolute top-full left-0 z-50 pt-2"
                onKeyDown={onPanelKeyDown(item.href)}
              >
                <ul className="w-72 rounded-lg border border-navy-100 bg-white p-2 shadow-xl">
                  {withOverview(item).map((child) => (
                    <li key={child.href + child.label}>
                      <a
                        href={child.href}
                        aria-current={isCurrent(child.href, currentPath) && !child.href.includes("#") ? "page" : undefined}
                        className="block rounded-md px-3 py-2 hover:bg-navy-50 focus-visible:bg-navy-50"
                        onClick={() => setOpenItem("")}
                      >
                        <span className="block text-sm font-semibold text-navy-900">{child.label}</span>
                        {child.description ? <span className="mt-0.5 block text-sm text-muted">{child.description}</span> : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * From 1024 to 1279 px the row has no room for a usable search box: a search button opens it under the header.
 * A native <details>, so it works before (and without) any script; once live, opening it puts the caret in the box.
 */
function HeaderSearchToggle() {
  const detailsRef = React.useRef<HTMLDetailsElement>(null);
  React.useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const close = (event: Event) => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, []);
  return (
    <details
      ref={detailsRef}
      className="group relative ml-auto hidden lg:block xl:hidden"
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
      }}
    >
      <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-navy-800 hover:bg-navy-50 group-open:bg-navy-50 [&::-webkit-details-marker]:hidden">
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Search the site</span>
      </summary>
      <div className="absolute top-full right-0 z-50 mt-3 w-80 rounded-lg border border-navy-100 bg-white p-3 shadow-xl">
        <SiteSearch id="header-search-compact" />
      </div>
    </details>
  );
}

const triggerId = (href: string) => `nav-trigger${href.replace(/\W+/g, "-")}`;
const panelId = (href: string) => `nav-panel${href.replace(/\W+/g, "-")}`;

function TopLink({ item, currentPath, className }: { item: NavItem; currentPath: string; className?: string }) {
  const current = isCurrent(item.href, currentPath);
  return (
    <a
      href={item.href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex h-9 items-center rounded-md px-1.5 text-[13px] font-semibold whitespace-nowrap text-navy-800 hover:bg-navy-50 hover:text-navy-950 md:max-lg:px-2 md:max-lg:text-sm xl:px-2 xl:text-sm",
        current && "text-navy-950 underline decoration-brass-500 decoration-2 underline-offset-8",
        className,
      )}
    >
      {item.label}
    </a>
  );
}

function MobileMenu({ open, currentPath, onNavigate }: { open: boolean; currentPath: string; onNavigate: () => void }) {
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-navy-100 bg-white md:hidden"
    >
      <div className="mx-auto max-w-7xl space-y-4 px-page py-4">
        <SiteSearch id="mobile-search" />
        <ul className="divide-y divide-navy-100">
          {mainNav.map((item) => (
            <li key={item.href} className="py-2">
              <a
                href={item.href}
                onClick={onNavigate}
                aria-current={isCurrent(item.href, currentPath) ? "page" : undefined}
                className="block rounded-md px-2 py-2 text-base font-semibold text-navy-900 hover:bg-navy-50"
              >
                {item.label}
              </a>
              {item.children ? (
                <ul className="mt-1 ml-3 border-l-2 border-navy-100 pl-3">
                  {item.children.map((child) => (
                    <li key={child.href + child.label}>
                      <a
                        href={child.href}
                        onClick={onNavigate}
                        className="block rounded-md px-2 py-2 text-sm text-navy-800 hover:bg-navy-50"
                      >
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <ButtonLink href={getStarted.href} className="w-full" onClick={onNavigate}>
          {getStarted.label}
        </ButtonLink>
      </div>
    </nav>
  );
}
