/**
 * Versatile's browser side as the sandbox serves it from its own origin (lenders §4 "Versatile waterfall"):
 * the SDK script a shop's page loads (1.0.1 or 1.5.x, chosen by the lender record's sdkversion), and the
 * widget page the SDK frames. The widget walks the consumer through the providers and reports each decision
 * to the SDK by postMessage, to the SDK's exact origin only; the SDK accepts messages only from its own origin
 * and its own frame, then calls the page's callbacks. The page's callbacks decide nothing: our server asks
 * this sandbox for the session's status (GUIDE 12).
 */
export const SDK_VERSIONS = ['1.0.1', '1.5.2'] as const;
export type SdkVersion = (typeof SDK_VERSIONS)[number];

const MOUNT = `
  function mount(container, version, getSession, emit) {
    container.textContent = '';
    return Promise.resolve()
      .then(getSession)
      .then(function (session) {
        if (!session || typeof session.token !== 'string' || !session.token) throw new Error('No front-end session');
        var frame = document.createElement('iframe');
        frame.src = ORIGIN + '/vers/widget?token=' + encodeURIComponent(session.token) + '&sdk=' + version;
        frame.title = 'Versatile Credit';
        frame.style.width = '100%';
        frame.style.height = '100%';
        frame.style.border = '0';
        function onMessage(event) {
          if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
          var data = event.data;
          if (!data || data.source !== 'vcredit-widget' || typeof data.event !== 'string') return;
          emit(data.event, data.payload || {});
        }
        window.addEventListener('message', onMessage);
        container.appendChild(frame);
        return function unmount() {
          window.removeEventListener('message', onMessage);
          container.textContent = '';
        };
      });
  }`;

/** The SDK script text for a version; ORIGIN is this sandbox's origin as the browser reached it. */
export function sdkScript(version: SdkVersion, origin: string): string {
  const head = `(function () {\n  'use strict';\n  var ORIGIN = ${JSON.stringify(origin)};\n${MOUNT}\n`;
  if (version === '1.0.1') {
    // 1.0: init() with callbacks; the flow ends with onEnd() (lenders §4).
    return `${head}
  window.VCredit = {
    version: '1.0.1',
    init: function (options) {
      return mount(options.container, '1.0.1', options.createSession, function (event, payload) {
        if (event === 'decision' && options.onDecision) options.onDecision(payload.status, payload);
        if (event === 'end' && options.onEnd) options.onEnd();
      }).catch(function (error) {
        if (options.onError) options.onError(String((error && error.message) || error));
      });
    }
  };
})();
`;
  }
  // 1.5: a Widget with on(event) handlers; decisions include 'prequalified', and 'end' names its reason.
  return `${head}
  function Widget(options) {
    this.options = options;
    this.handlers = {};
  }
  Widget.prototype.on = function (name, handler) {
    this.handlers[name] = handler;
    return this;
  };
  Widget.prototype.mount = function () {
    var handlers = this.handlers;
    return mount(this.options.element, ${JSON.stringify(version)}, this.options.fetchSession, function (event, payload) {
      if (handlers[event]) handlers[event](payload);
    }).catch(function (error) {
      if (handlers.error) handlers.error({ message: String((error && error.message) || error) });
    });
  };
  window.VCredit = { version: ${JSON.stringify(version)}, Widget: Widget };
})();
`;
}

/** The widget page: no inline script (its CSP is script-src 'self'); the parent origin travels as data. */
export function widgetPage(parentOrigin: string): string {
  const escaped = parentOrigin.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en" data-parent-origin="${escaped}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Versatile Credit</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1b2430}button{font:inherit;padding:12px 16px;margin:8px 8px 0 0;border-radius:6px;border:1px solid #1f5fa8;background:#1f5fa8;color:#fff}button.secondary{background:#fff;color:#1f5fa8}li{margin:4px 0}</style>
</head>
<body>
<main id="widget">
<h1>Versatile Credit</h1>
<p>We check Acima, FlexShopper, Koalafi and Snap for a payment option for your purchase.</p>
<button type="button" id="start">Check my options</button>
<button type="button" id="cancel" class="secondary">Cancel</button>
<ul id="steps" aria-live="polite"></ul>
<p id="final" role="status"></p>
<button type="button" id="done" hidden>Done</button>
</main>
<script src="/vers/widget.js"></script>
</body>
</html>
`;
}

export const WIDGET_SCRIPT = `(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var token = params.get('token') || '';
  var sdk = params.get('sdk') || '1.0.1';
  var parentOrigin = document.documentElement.getAttribute('data-parent-origin');
  var NAMES = { acima: 'Acima', flexshopper: 'FlexShopper', koalafi: 'Koalafi', snap: 'Snap' };
  var last = '';
  function emit(event, payload) {
    window.parent.postMessage({ source: 'vcredit-widget', event: event, payload: payload || {} }, parentOrigin);
  }
  function dollars(cents) {
    return '$' + Math.floor(cents / 100).toLocaleString('en-US');
  }
  function line(step) {
    var name = NAMES[step.providerId] || step.providerId;
    switch (step.status) {
      case 'approved': return name + ' approved you for ' + dollars(step.approvedAmount || 0) + '.';
      case 'declined': return name + ' declined your application.';
      case 'pending': return name + ' is reviewing your application.';
      case 'error': return name + ' could not be reached.';
      default: return name + ': no offer.';
    }
  }
  var start = document.getElementById('start');
  var cancel = document.getElementById('cancel');
  var done = document.getElementById('done');
  var list = document.getElementById('steps');
  var final = document.getElementById('final');
  cancel.addEventListener('click', function () {
    emit('decision', { status: 'canceled' });
    if (sdk === '1.0.1') emit('end', {});
  });
  done.addEventListener('click', function () {
    emit('end', { reason: last });
  });
  start.addEventListener('click', function () {
    start.disabled = true;
    fetch('/vers/widget/apply', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token })
    })
      .then(function (response) {
        if (!response.ok) throw new Error('The session has ended.');
        return response.json();
      })
      .then(function (answer) {
        start.hidden = true;
        cancel.hidden = true;
        answer.steps.forEach(function (step, index) {
          var isLast = index === answer.steps.length - 1;
          if (!isLast) {
            var item = document.createElement('li');
            item.textContent = line(step);
            list.appendChild(item);
          }
          // 1.5 reports a prequalification before the approval (our page ignores it, lenders §4).
          if (sdk !== '1.0.1' && step.status === 'approved') {
            emit('decision', Object.assign({}, step, { status: 'prequalified' }));
          }
          emit('decision', step);
          if (isLast) {
            last = step.status;
            final.textContent = step.status === 'nooffer' ? 'No provider could make an offer.' : line(step);
          }
        });
        if (sdk !== '1.0.1' && (last === 'pending' || last === 'error')) emit('end', { reason: last });
        done.hidden = false;
      })
      .catch(function (error) {
        final.textContent = String(error.message || error);
        emit('error', { message: String(error.message || error) });
      });
  });
  emit('ready', {});
})();
`;
