// A certificate worker that never finishes a drawing, as one stuck in a loop would.
export default function draw() {
  return new Promise(() => {});
}
