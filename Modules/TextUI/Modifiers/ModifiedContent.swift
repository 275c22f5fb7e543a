/// A view (or a modifier) with a modifier applied. As a view, its body is the modifier's body; the
/// host connects the modifier's `@State` and `@Environment` properties to this place in the tree.
public struct ModifiedContent<Content, Modifier> {
    /// The view (or modifier) the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    ///
    /// - Parameters:
    ///   - content: The view (or modifier) to modify.
    ///   - modifier: The modifier to apply to it.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's body around the content.
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Both modifiers, the first one innermost.
    ///
    /// - Parameter content: The view the combined modifier is applied to.
    /// - Returns: `content` modified by `self.content`, then by `modifier`.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

/// A view made of content and a modifier, whose dynamic properties are the modifier's.
@MainActor
protocol ModifierApplication {
    static var modifierType: Any.Type { get }
    var contentValue: Any { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifierApplication where Content: View, Modifier: ViewModifier {
    static var modifierType: Any.Type { Modifier.self }
    var contentValue: Any { content }
    var modifierValue: Any { modifier }
}
