// The live table's view: draw the markup Python sends, report clicks, light matches.
// No game logic lives here: which click is legal, and what it does, is Python's.

// Each picture once as a blob URL: the browser keeps it decoded, so a redraw that shows
// the same cards again costs no new parsing of their SVG.
const DATA = "data:image/svg+xml,";
function pictureUrls(model) {
  const urls = {};
  for (const [key, uri] of Object.entries(model.get("pictures"))) {
    const svg = uri.startsWith(DATA) ? decodeURIComponent(uri.slice(DATA.length)) : uri;
    urls[key] = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  }
  return urls;
}

function draw(model, root, urls) {
  const key = root.dataset.focus;  // the card or control that had the focus
  root.innerHTML = model.get("markup");
  for (const img of root.querySelectorAll("img[data-pic]")) {
    img.src = urls[img.dataset.pic];
  }
  for (const el of root.querySelectorAll("[data-card], [data-control]")) {
    el.dataset.focusKey = el.dataset.card ? `card:${el.dataset.card}` : `control:${el.dataset.control}`;
  }
  if (key) {  // keep the keyboard where it was, or on the first card to pick
    const again = root.querySelector(`[data-focus-key="${CSS.escape(key)}"]:not([disabled])`)
      || root.querySelector("button.kk-pick") || root.querySelector("button.kk-primary");
    if (again) again.focus({ preventScroll: true });
  }
  root.dataset.drawn = String(model.get("redraws"));
}

function lights(root, card, on) {
  const ids = (card.dataset.lights || "").split(" ").filter(Boolean);
  for (const id of ids) {
    const lit = root.querySelector(`[data-area="field"][data-card="${CSS.escape(id)}"]`);
    if (lit) lit.classList.toggle("kk-lit", on);
  }
  card.classList.toggle("kk-lighting", on && ids.length > 0);
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "kk-view";
  el.appendChild(root);
  // Busy from a click until Python's answer redraws: a first decision can take seconds.
  const idle = () => { root.classList.remove("kk-busy"); root.removeAttribute("aria-busy"); };
  const send = (kind, value) => {
    root.classList.add("kk-busy");
    root.setAttribute("aria-busy", "true");
    setTimeout(idle, 20000);  // a click Python answers in another widget only
    model.send({ kind, value });
  };

  root.addEventListener("click", (event) => {
    const card = event.target.closest("[data-card]");
    if (card && root.contains(card)) {
      root.dataset.focus = `card:${card.dataset.card}`;
      send("card", card.dataset.card);
      return;
    }
    const control = event.target.closest("button[data-control]");
    if (control && !control.disabled) {
      root.dataset.focus = `control:${control.dataset.control}`;
      send("control", control.dataset.control);
    }
  });
  root.addEventListener("change", (event) => {
    if (event.target.matches("input[data-control=step]")) send("step", event.target.value);
  });
  for (const [on, name] of [[true, "mouseover"], [false, "mouseout"], [true, "focusin"],
                            [false, "focusout"]]) {
    root.addEventListener(name, (event) => {
      const card = event.target.closest("[data-lights]");
      if (card) lights(root, card, on);
      if (name === "focusin" && event.target.dataset.focusKey) {
        root.dataset.focus = event.target.dataset.focusKey;
      }
    });
  }
  let urls = pictureUrls(model);
  const redraw = () => draw(model, root, urls);
  const repicture = () => {
    for (const url of Object.values(urls)) URL.revokeObjectURL(url);
    urls = pictureUrls(model);
    redraw();
  };
  model.on("change", idle);  // any answer, a redraw or a refusal's status
  model.on("change:markup", redraw);
  model.on("change:pictures", repicture);
  redraw();
  return () => {
    model.off("change", idle);
    model.off("change:markup", redraw);
    model.off("change:pictures", repicture);
    for (const url of Object.values(urls)) URL.revokeObjectURL(url);
  };
}

export default { render };
