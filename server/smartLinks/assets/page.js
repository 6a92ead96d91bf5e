// Smart link pages (issue 17): the visitor's last store first, the pre-release countdown and
// the "Notify me" form. Plain browser script, no build step; the page works without it.
(() => {
  const LAST_STORE = "offbeat.smartLink.lastStore";

  // The store this visitor chose last time (local storage only: no cookie) moves to the top.
  const stores = document.querySelector(".stores");
  if (stores) {
    try {
      const last = localStorage.getItem(LAST_STORE);
      const button = last && stores.querySelector(`[data-store="${CSS.escape(last)}"]`);
      const item = button?.closest("li");
      if (item && item !== stores.firstElementChild) stores.prepend(item);
    } catch {
      // Storage blocked (private mode, settings): the artist's order stands.
    }
    stores.addEventListener("click", (event) => {
      const link = event.target instanceof Element && event.target.closest("[data-store]");
      if (!link) return;
      try {
        localStorage.setItem(LAST_STORE, link.getAttribute("data-store") ?? "");
      } catch {
        // As above: nothing remembered.
      }
    });
  }

  // The countdown counts by the server's clock: its offset from this device's is kept.
  const countdown = document.getElementById("countdown");
  if (countdown) {
    const release = Date.parse(countdown.dataset.release ?? "");
    const offset = Date.parse(countdown.dataset.now ?? "") - Date.now();
    const cells = {};
    for (const cell of countdown.querySelectorAll("[data-unit]")) cells[cell.dataset.unit] = cell;
    const pad = (n) => String(n).padStart(2, "0");
    const tick = () => {
      const left = Math.max(0, Math.floor((release - (Date.now() + offset)) / 1000));
      const values = {
        days: Math.floor(left / 86400),
        hours: Math.floor((left % 86400) / 3600),
        min: Math.floor((left % 3600) / 60),
        sec: left % 60,
      };
      for (const [unit, value] of Object.entries(values)) {
        if (cells[unit]) cells[unit].textContent = pad(value);
      }
      if (left === 0) {
        clearInterval(timer);
        // Release day: the page itself now shows the stores.
        setTimeout(() => location.reload(), 1000);
      }
    };
    const timer = Number.isFinite(release) ? setInterval(tick, 1000) : 0;
  }

  // "Notify me": posted as JSON to the API (without this script the form posts to an HTML
  // twin of the same route); the route's answer ({ message } or an error's message) shows.
  const form = document.getElementById("notify");
  if (form instanceof HTMLFormElement) {
    const status = document.getElementById("notify-status");
    const show = (text) => {
      if (status) status.textContent = text;
    };
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!form.reportValidity()) return;
      const button = form.querySelector("button");
      if (button) button.disabled = true;
      show("Sending…");
      try {
        const response = await fetch(form.dataset.api ?? form.action, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            email: form.elements.namedItem("email").value,
            shareWithArtist: form.elements.namedItem("shareWithArtist").checked,
          }),
        });
        const body = await response.json().catch(() => ({}));
        const message = body.message ?? body.error?.message;
        show(message ?? "Something went wrong. Please try again.");
        if (response.ok) form.reset();
      } catch {
        show("No connection. Please try again.");
      } finally {
        if (button) button.disabled = false;
      }
    });
  }
})();
