/**
 * The shop system's only script: an open repair order asks this sandbox for its financing each second and
 * redraws it when it changed, so the shop person sees the customer's progress without a reload. The newest
 * change goes to the page's status line too, which assistive technology reads out. Served from this origin (the
 * pages' CSP allows no inline script).
 */
export const SHOP_SYSTEM_SCRIPT = `(() => {
  const box = document.getElementById('financing');
  const news = document.getElementById('financing-news');
  if (!box || !box.dataset.refresh) return;
  const url = box.dataset.refresh;
  let last = null;
  const refresh = async () => {
    try {
      const response = await fetch(url, { cache: 'no-store', headers: { accept: 'text/html' } });
      if (response.ok) {
        const html = await response.text();
        if (html !== last) {
          if (last !== null) box.innerHTML = html;
          last = html;
          const newest = box.querySelector('[data-newest] .change');
          if (news && newest) news.textContent = 'Latest: ' + newest.textContent;
        }
      }
    } catch {
      // The next second tries again.
    }
    setTimeout(refresh, 1000);
  };
  setTimeout(refresh, 1000);
})();
`;
