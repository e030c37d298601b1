// A certificate worker whose thread dies in the middle of a drawing, as one that crashes would.
export default function draw() {
  process.exit(1);
}
