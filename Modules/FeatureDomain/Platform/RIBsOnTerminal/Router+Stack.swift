import RIBs

extension Router {
    /// Attaches `child` and shows its screen on top of `stack`: how a RIB opens a child whose
    /// screen is pushed rather than embedded.
    func attachPushing(_ child: any ViewableRouting, on stack: any StackViewControllable) {
        attachChild(child)
        stack.push(screen: child.viewControllable)
    }

    /// Takes `child`'s screen (and any above it) off `stack`, then detaches it.
    func detachPopping(_ child: any ViewableRouting, from stack: any StackViewControllable) {
        stack.pop(screen: child.viewControllable)
        detachChild(child)
    }
}
