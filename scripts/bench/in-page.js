// Injected before the app's own scripts by the screen benchmark (scripts/bench-screens.ts). Plain
// browser JavaScript on purpose: it is read as text, never transpiled, so nothing is added to it.
//
// window.__salusBenchMarks (set just before this script) names what to wait for, e.g.
//   { rows: { selector: '[role="row"]:has([role="gridcell"])' }, banner: { selector: 'h1', text: 'Bem-vindo' } }
// window.__salusBench.marks[name] then holds the milliseconds from the navigation's start to the
// paint that first showed it. Keystrokes are timed between startKeys() and stopKeys().
(() => {
  const specs = window.__salusBenchMarks || {};
  const marks = {};
  let keys = null;

  /** Runs `then(ms)` once the frame that shows the current DOM has been produced. */
  const afterPaint = (then) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    });

  const holds = (spec) => {
    for (const element of document.querySelectorAll(spec.selector)) {
      if (!spec.text || (element.textContent || '').includes(spec.text)) return true;
    }
    return false;
  };

  let checkQueued = false;
  const check = () => {
    checkQueued = false;
    for (const [name, spec] of Object.entries(specs)) {
      if (name in marks || !holds(spec)) continue;
      marks[name] = null; // seen; its time is the paint that follows
      afterPaint((time) => (marks[name] = time));
    }
  };

  const onMutation = () => {
    if (!checkQueued && Object.keys(marks).length < Object.keys(specs).length) {
      checkQueued = true;
      requestAnimationFrame(check);
    }
    // The list a keystroke changes is updated when the last mutation after it has been painted.
    const key = keys && keys.at(-1);
    if (key) afterPaint((time) => (key.settled = time - key.start));
  };

  new MutationObserver(onMutation).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });

  window.addEventListener(
    'keydown',
    (event) => {
      if (!keys) return;
      // event.timeStamp is when the key was pressed, so time the page was busy before counts too.
      const key = { key: event.key, start: event.timeStamp, paint: null, settled: null };
      keys.push(key);
      afterPaint((time) => (key.paint = time - key.start));
    },
    true,
  );

  window.__salusBench = {
    marks,
    startKeys: () => {
      keys = [];
    },
    stopKeys: () => {
      const done = keys || [];
      keys = null;
      return done;
    },
  };
})();
