import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';

// One mechanism for every form that edits a record: a form with unsaved changes registers here;
// leaving the page (a link, the menu, navigate(), the back and forward buttons, closing the tab)
// asks first. The question is the app's confirm dialog (UnsavedChangesPrompt), window.confirm
// where none is mounted.
export const LEAVE_TITLE = 'Leave this page?';
export const LEAVE_CONTENT = 'Your changes have not been saved. They will be lost if you leave.';
// Closing a dialog whose form has unsaved changes.
export const DISCARD_TITLE = 'Discard your changes?';
export const DISCARD_CONTENT =
  'Your changes have not been saved. They will be lost if you close this window.';

export type LeaveQuestion = { title: string; content: string; confirmText: string };
const leaveQuestion: LeaveQuestion = { title: LEAVE_TITLE, content: LEAVE_CONTENT, confirmText: 'Leave' };
const discardQuestion: LeaveQuestion = {
  title: DISCARD_TITLE,
  content: DISCARD_CONTENT,
  confirmText: 'Discard',
};

type Ask = (question: LeaveQuestion) => Promise<boolean>;

const dirtyForms = new Set<object>();
const fallbackAsk: Ask = async ({ title, content }) => window.confirm(`${title} ${content}`);
let ask: Ask = fallbackAsk;

// The forms of one dialog (FormModal provides it): closing the dialog asks about those only.
export type DirtyScope = Set<object>;
export const DirtyScopeContext = createContext<DirtyScope | null>(null);

/** True when none of the scope's forms is unsaved or the user chose to discard them. */
export const confirmDiscard = async (scope: DirtyScope) => {
  if (![...scope].some((token) => dirtyForms.has(token))) return true;
  const isDiscarding = await ask(discardQuestion);
  if (isDiscarding) for (const token of scope) dirtyForms.delete(token);
  return isDiscarding;
};

export const hasUnsavedChanges = () => dirtyForms.size > 0;

/** Sets how the question is asked; returns the undo. */
export const setLeavePrompt = (next: Ask) => {
  ask = next;
  return () => {
    if (ask === next) ask = fallbackAsk;
  };
};

/** True when nothing is unsaved or the user chose to leave (the forms left are then forgotten). */
export const confirmLeave = async () => {
  if (!hasUnsavedChanges()) return true;
  const isLeaving = await ask(leaveQuestion);
  if (isLeaving) dirtyForms.clear();
  return isLeaving;
};

/**
 * wouter's `aroundNav`: every in-app navigation passes here. A replace is not the user leaving
 * (redirects, list filters written to the URL), so it goes through.
 */
export const guardedNavigation = <O extends { replace?: boolean }>(
  navigate: (to: string, options?: O) => void,
  to: string,
  options?: O,
) => {
  if (options?.replace || !hasUnsavedChanges()) return navigate(to, options);
  void confirmLeave().then((isLeaving) => isLeaving && navigate(to, options));
};

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  if (!hasUnsavedChanges()) return;
  // The browser shows its own question; the text cannot be chosen.
  event.preventDefault();
  event.returnValue = '';
};

let isInstalled = false;

/**
 * The back and forward buttons change the URL before anyone is asked: this popstate listener,
 * added before wouter's (call it before the first render), keeps wouter from seeing the move,
 * puts the page's URL back and asks; leaving then goes back for real.
 */
export const installLeaveGuard = () => {
  if (isInstalled) return;
  isInstalled = true;
  let here = location.href;
  const track = () => {
    here = location.href;
  };
  addEventListener('pushState', track);
  addEventListener('replaceState', track);
  addEventListener('beforeunload', onBeforeUnload);
  addEventListener('popstate', (event) => {
    if (!hasUnsavedChanges()) return track();
    event.stopImmediatePropagation();
    history.pushState(history.state, '', here);
    void confirmLeave().then((isLeaving) => isLeaving && history.back());
  });
};

/**
 * Registers a form while `isDirty` (react-hook-form's formState.isDirty). `release()` lets the
 * next navigation through (call it when a save succeeded and the screen moves on), `restore()`
 * registers the form again (the save failed).
 */
export const useUnsavedChangesGuard = (isDirty: boolean) => {
  const [token] = useState(() => ({}));
  const scope = useContext(DirtyScopeContext);
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  useEffect(() => {
    scope?.add(token);
    return () => {
      scope?.delete(token);
    };
  }, [scope, token]);
  useEffect(() => {
    if (!isDirty) return;
    dirtyForms.add(token);
    return () => {
      dirtyForms.delete(token);
    };
  }, [isDirty, token]);
  return useMemo(
    () => ({
      release: () => {
        dirtyForms.delete(token);
      },
      restore: () => {
        if (isDirtyRef.current) dirtyForms.add(token);
      },
    }),
    [token],
  );
};
