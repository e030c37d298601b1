/**
 * Test-only: makes happy-dom 21 behave like a browser in the two places DOMPurify 3.4 depends on. Import it
 * BEFORE anything that imports dompurify: DOMPurify captures these functions when it is created.
 *
 * 1. DOMPurify reads node names through the getter on Node.prototype. Browsers implement that getter for
 *    every node type; happy-dom's answers '' (subclasses override it), so every element looks disallowed.
 * 2. DOMPurify walks the tree with a NodeIterator while it removes nodes. The DOM standard moves a live
 *    iterator off a removed node; happy-dom's iterator stays on the detached node, so nothing after the
 *    first removed element is sanitized.
 */

const SHOW_ALL = 0xffffffff;

function installNodeNameGetter(): void {
  const own = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      let proto = Object.getPrototypeOf(this) as object | null;
      while (proto && proto !== Node.prototype) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this) as string;
        proto = Object.getPrototypeOf(proto) as object | null;
      }
      return (own?.get?.call(this) as string | undefined) ?? '';
    },
  });
}

/** The node after `node` in tree order, staying inside `root`. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling;
  }
  return null;
}

/** The node before `node` in tree order (its previous sibling's last descendant, or its parent). */
function preceding(node: Node): Node | null {
  let previous = node.previousSibling;
  if (!previous) return node.parentNode;
  while (previous.lastChild) previous = previous.lastChild;
  return previous;
}

/**
 * A forward-only NodeIterator (all DOMPurify uses) that survives removal of its current node: it remembers
 * the node before the current one and continues from there, as the standard's "pre-removing steps" do.
 */
class LiveNodeIterator {
  readonly root: Node;
  readonly whatToShow: number;
  readonly filter = null;
  private current: Node | null = null;
  private before: Node | null = null;
  private done = false;

  constructor(root: Node, whatToShow: number) {
    this.root = root;
    this.whatToShow = whatToShow;
  }

  nextNode(): Node | null {
    if (this.done) return null;
    let candidate = this.candidate();
    while (candidate && !((this.whatToShow >>> (candidate.nodeType - 1)) & 1)) {
      candidate = following(candidate, this.root);
    }
    this.current = candidate;
    this.before = candidate && candidate !== this.root ? preceding(candidate) : null;
    this.done = candidate === null;
    return candidate;
  }

  private candidate(): Node | null {
    if (!this.current) return this.root;
    if (this.root.contains(this.current)) return following(this.current, this.root);
    // The current node left the tree: continue after the node that preceded it.
    return this.before ? following(this.before, this.root) : null;
  }

  previousNode(): Node | null {
    throw new Error('LiveNodeIterator is forward-only');
  }

  detach(): void {}
}

/** The prototype that really holds `document.createNodeIterator` (happy-dom's global Document is another class). */
function createNodeIteratorOwner(): object {
  for (
    let proto = Object.getPrototypeOf(document) as object | null;
    proto;
    proto = Object.getPrototypeOf(proto)
  ) {
    if (Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator')) return proto;
  }
  throw new Error('document has no createNodeIterator');
}

function installLiveNodeIterator(): void {
  Object.defineProperty(createNodeIteratorOwner(), 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(
      this: Document,
      root: Node,
      whatToShow: number = SHOW_ALL,
      filter: unknown = null,
    ): LiveNodeIterator {
      if (filter !== null) throw new Error('LiveNodeIterator supports no filter');
      return new LiveNodeIterator(root, whatToShow);
    },
  });
}

installNodeNameGetter();
installLiveNodeIterator();
