/**
 * The order a monthly cost run prices products in: a product whose movements are valued from another product's
 * (an assembly's product from its components, a split's parts from the split product) after that product, so it
 * reads the sources' final prices. Kahn's algorithm, the lowest product id first among those ready; products on a
 * cycle (assembled from each other in the same month) follow in id order, and the run prices them again once their
 * sources changed (see monthly-cost-run.ts).
 */
export function orderByLinks(products: number[], edges: Array<readonly [source: number, target: number]>): number[] {
  const included = new Set(products);
  const waiting = new Map<number, number>(products.map((p) => [p, 0]));
  const next = new Map<number, number[]>();
  for (const [source, target] of edges) {
    if (source === target || !included.has(source) || !included.has(target)) continue;
    next.set(source, [...(next.get(source) ?? []), target]);
    waiting.set(target, waiting.get(target)! + 1);
  }
  const ready = products.filter((p) => waiting.get(p) === 0).sort((a, b) => a - b);
  const order: number[] = [];
  while (ready.length) {
    const p = ready.shift()!;
    order.push(p);
    for (const t of next.get(p) ?? []) {
      const left = waiting.get(t)! - 1;
      waiting.set(t, left);
      if (left === 0) {
        ready.push(t);
        ready.sort((a, b) => a - b);
      }
    }
  }
  const placed = new Set(order);
  return [...order, ...products.filter((p) => !placed.has(p)).sort((a, b) => a - b)];
}
