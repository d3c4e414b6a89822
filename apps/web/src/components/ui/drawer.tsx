import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The heading that names the dialog. */
  title: ReactNode;
  /** Beside the heading, under it on one line (a count). */
  subtitle?: ReactNode;
  /** The close button's name, 'Close cart'. */
  closeLabel?: string;
  /** Where focus goes on close when what had it before opening is gone. */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (node: Node): HTMLElement[] =>
  node instanceof HTMLElement ? [...(node.matches(FOCUSABLE) ? [node] : []), ...node.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];

/**
 * Where focus goes when the control that had it (`lost`) was taken out of the dialog: to what replaced
 * it (Apply a coupon: its Remove button), else to the same control of the next item in the same list
 * (Remove a cart line: the next line's Remove), else of the previous one, else nowhere (null).
 */
export function focusSuccessor(records: readonly MutationRecord[], lost: Element | null): HTMLElement | null {
  if (!lost) return null;
  const removal = records.find((record) => [...record.removedNodes].some((node) => node === lost || node.contains(lost)));
  if (!removal) return null;
  const gone = [...removal.removedNodes].find((node) => node === lost || node.contains(lost));
  const index = gone ? focusables(gone).indexOf(lost as HTMLElement) : 0;
  const added = records
    .filter((record) => record.target === removal.target)
    .flatMap((record) => [...record.addedNodes])
    .filter((node) => node.isConnected);
  const replacement = added.flatMap(focusables)[0];
  if (replacement) return replacement;
  for (const sibling of [removal.nextSibling, removal.previousSibling]) {
    const inSibling = sibling?.isConnected ? focusables(sibling) : [];
    const match = inSibling[index] ?? inSibling[0];
    if (match) return match;
  }
  return null;
}

/**
 * A modal panel that slides in from the right over a backdrop (WAI-ARIA dialog pattern): the backdrop,
 * the close button and Escape close it; Tab cycles inside it while the rest of the page is inert; on
 * close focus returns to what had it before (the button that opened it). When the control that had focus
 * is removed, focus moves on rather than fall to the page, where Escape and Tab would no longer reach the
 * dialog (see `focusSuccessor`).
 */
export function Drawer({ open, onClose, title, subtitle, closeLabel = 'Close', returnFocusTo, children, footer }: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocusTo;
  });

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = panel.current?.closest('[data-drawer-host]');
    // Everything else leaves the tab order and the accessibility tree while the dialog is open.
    const outside = [...document.body.children].filter((el) => el !== host && !el.hasAttribute('inert'));
    for (const el of outside) el.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    // A control that had focus can leave the page (a line removed, a coupon applied): focus would fall to
    // the body, where Escape and Tab no longer reach the dialog. It moves on to what took its place.
    const dialog = panel.current;
    let focused: Element | null = null;
    const noteFocus = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const keepFocus = new MutationObserver((records) => {
      if (!dialog || (document.activeElement !== document.body && document.activeElement !== null)) return;
      (focusSuccessor(records, focused) ?? dialog).focus();
    });
    if (dialog) {
      dialog.addEventListener('focusin', noteFocus);
      keepFocus.observe(dialog, { childList: true, subtree: true });
    }
    return () => {
      keepFocus.disconnect();
      dialog?.removeEventListener('focusin', noteFocus);
      for (const el of outside) el.removeAttribute('inert');
      document.body.style.overflow = overflow;
      const target = before?.isConnected ? before : returnFocusRef.current?.();
      target?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !panel.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div data-drawer-host="" className="fixed inset-0 z-50" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        data-testid="drawer-backdrop"
        className="absolute inset-0 bg-gray-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-xl outline-none transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none"
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-gray-900">
              {title}
            </h2>
            {subtitle && <p className="text-sm text-gray-600">{subtitle}</p>}
          </div>
          <button
            ref={closeButton}
            type="button"
            aria-label={closeLabel}
            className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-gray-900"
            onClick={() => onCloseRef.current()}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="border-t border-gray-200 px-5 py-4">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
