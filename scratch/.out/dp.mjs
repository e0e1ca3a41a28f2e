// scratch/dp.ts
var S = /* @__PURE__ */ Symbol("x");
var wm = /* @__PURE__ */ new WeakMap();
function bench(name, f, mk) {
  for (let k = 0; k < 2; k++) {
    const t0 = performance.now();
    for (let i = 0; i < 1e6; i++) f(mk());
    console.log(name, ((performance.now() - t0) * 1e3 / 1e6).toFixed(3), "\xB5s");
  }
}
var mkObj = () => ({ value: "a", context: { turn: 1 } });
var mkArr = () => [1, 2, 3].slice();
bench("define obj", (o) => Object.defineProperty(o, S, { value: {}, enumerable: false, writable: true, configurable: true }), mkObj);
bench("define arr", (o) => Object.defineProperty(o, S, { value: {}, enumerable: false, writable: true, configurable: true }), mkArr);
bench("assign obj", (o) => {
  o[S] = {};
}, mkObj);
bench("weakmap obj", (o) => {
  wm.set(o, {});
}, mkObj);
bench("weakmap arr", (o) => {
  wm.set(o, {});
}, mkArr);
bench("none obj", (o) => {
  void o;
}, mkObj);
var lru = /* @__PURE__ */ new Map();
bench("lru map obj", (o) => {
  lru.set(o, {});
  if (lru.size > 256) lru.delete(lru.keys().next().value);
}, mkObj);
bench("lru map arr", (o) => {
  lru.set(o, {});
  if (lru.size > 256) lru.delete(lru.keys().next().value);
}, mkArr);
bench("define via preset", (o) => {
  o[S] = {};
}, () => {
  const o = { value: "a", context: { turn: 1 } };
  Object.defineProperty(o, S, { value: null, enumerable: false, writable: true });
  return o;
});
