// Rules by example: client-side search over rule ids and titles, card names and scenarios.
// The index is a script (search-index.js) loaded on first use, so it works from file://.
(function () {
  "use strict";
  var root = document.body.getAttribute("data-root") || "";
  var form = document.querySelector("form[data-search]");
  if (!form) { return; }
  var input = form.querySelector("input");
  var out = document.getElementById("search-results");
  var KINDS = { rule: "rule", group: "rule group", section: "section", card: "card", scenario: "scenario" };
  var MAX = 20;
  var loading = false;
  var pending = false;

  function index() { return window.ADJUDICATOR_SEARCH; }

  function load() {
    if (index() || loading) { return; }
    loading = true;
    var s = document.createElement("script");
    s.src = root + "search-index.js";
    s.onload = function () { if (pending) { show(); } };
    s.onerror = function () { out.innerHTML = "<p>The search index could not be loaded.</p>"; };
    document.head.appendChild(s);
  }

  // Rank: exact id, id prefix, title prefix, anywhere in id or title, then (with a build that
  // read the reader's rulebook) the words of a rule's text; every word must match somewhere.
  function score(entry, q, words) {
    var id = entry[2].toLowerCase();
    var title = entry[3].toLowerCase();
    var hay = id + " " + title + " " + entry[1];
    var text = entry[5] ? " " + entry[5] : "";
    var inText = false;
    for (var i = 0; i < words.length; i++) {
      if (hay.indexOf(words[i]) >= 0) { continue; }
      if (text.indexOf(" " + words[i]) < 0) { return -1; }
      inText = true;
    }
    if (inText) { return 4; }
    if (id === q || title === q) { return 0; }
    if (id.indexOf(q) === 0) { return 1; }
    if (title.indexOf(q) === 0) { return 2; }
    return 3;
  }

  function search(q) {
    var words = q.split(/\s+/).filter(Boolean);
    var hits = [];
    var data = index() || [];
    for (var i = 0; i < data.length; i++) {
      var s = score(data[i], q, words);
      if (s >= 0) { hits.push([s, i]); }
    }
    hits.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    return hits.slice(0, MAX).map(function (h) { return { entry: data[h[1]], rank: h[0] }; });
  }

  function text(tag, value, cls) {
    var el = document.createElement(tag);
    el.textContent = value;
    if (cls) { el.className = cls; }
    return el;
  }

  function show() {
    var q = input.value.trim().toLowerCase();
    out.innerHTML = "";
    if (!q) { return; }
    if (!index()) { pending = true; load(); out.appendChild(text("p", "Loading the index…")); return; }
    pending = false;
    var hits = search(q);
    if (!hits.length) { out.appendChild(text("p", "No rule, card or scenario matches.")); return; }
    var list = document.createElement("ul");
    hits.forEach(function (hit) {
      var h = hit.entry;
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + h[4];
      a.appendChild(text("span", KINDS[h[0]] || h[0], "kind"));
      var label = h[0] === "card" ? h[3] : h[2] + (h[3] && h[3] !== h[2] ? " — " + h[3] : "");
      a.appendChild(document.createTextNode(h[1] + " · " + label));
      if (hit.rank === 4) { a.appendChild(text("span", " (in its text)", "in-text")); }
      li.appendChild(a);
      list.appendChild(li);
    });
    out.appendChild(text("p", hits.length + (hits.length === MAX ? "+" : "") + " results", "visually-hidden"));
    out.appendChild(list);
  }

  input.addEventListener("focus", load);
  input.addEventListener("input", show);
  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    var first = out.querySelector("a");
    if (first) { window.location.href = first.href; }
  });
  input.addEventListener("keydown", function (ev) {
    if (ev.key === "ArrowDown") {
      var first = out.querySelector("a");
      if (first) { ev.preventDefault(); first.focus(); }
    } else if (ev.key === "Escape") {
      input.value = ""; out.innerHTML = "";
    }
  });
  out.addEventListener("keydown", function (ev) {
    var links = Array.prototype.slice.call(out.querySelectorAll("a"));
    var i = links.indexOf(document.activeElement);
    if (i < 0) { return; }
    if (ev.key === "ArrowDown" && i < links.length - 1) { ev.preventDefault(); links[i + 1].focus(); }
    if (ev.key === "ArrowUp") { ev.preventDefault(); (i > 0 ? links[i - 1] : input).focus(); }
    if (ev.key === "Escape") { input.focus(); out.innerHTML = ""; }
  });
})();
