extension Node {
    /// The memory a built-in view keeps in this node (`primitiveState`), made on first use.
    func memory<Memory: AnyObject>(_ make: () -> Memory) -> Memory {
        if let memory = primitiveState as? Memory { return memory }
        let memory = make()
        primitiveState = memory
        return memory
    }
}
