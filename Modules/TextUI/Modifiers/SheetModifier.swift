/// The body of a presented sheet: a header line (`━━ Sheet ━━`) and the sheet's content below it.
struct SheetBody<Content: View>: View {
    let title: String
    let content: Content

    typealias Body = Never
}

extension SheetBody: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let header = Block(lines: ["━━ \(title) ━━"]).emphasized(.strong)
        return [StackLayout.vertical([header] + node.renderChildren(context), alignment: .leading)]
    }
}

extension View {
    /// Presents `content` under a `title` header while `isPresented` is true.
    func presentingSheet<Content: View>(
        _ title: String, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
        content: @escaping () -> Content
    ) -> some View {
        PresentationContent<Self, PresentedContent<SheetBody<Content>>>(
            content: self,
            presentation: {
                guard isPresented.wrappedValue else { return nil }
                return (
                    .index(1),
                    PresentedContent(content: SheetBody(title: title, content: content()), onDismiss: onDismiss)
                )
            },
            dismiss: { isPresented.wrappedValue = false }
        )
    }

    /// Presents `content(item)` under a `title` header while `item` is not nil; another item (by
    /// id) presents a new sheet.
    func presentingSheet<Item: Identifiable, Content: View>(
        _ title: String, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
        content: @escaping (Item) -> Content
    ) -> some View {
        PresentationContent<Self, PresentedContent<SheetBody<Content>>>(
            content: self,
            presentation: {
                guard let presented = item.wrappedValue else { return nil }
                let body = SheetBody(title: title, content: content(presented))
                return (.id(AnyHashable(presented.id)), PresentedContent(content: body, onDismiss: onDismiss))
            },
            dismiss: { item.wrappedValue = nil }
        )
    }

    /// Presents `content` as a sheet while `isPresented` is true: text output shows it below this
    /// view under a `━━ Sheet ━━` line. `\.dismiss` inside it sets `isPresented` to false;
    /// `onDismiss` runs once it is gone.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented; dismissing it sets this to false.
    ///   - onDismiss: Runs after the presented view leaves the tree, or `nil`.
    ///   - content: Builds the sheet's content.
    /// - Returns: A view that shows the sheet below this view while `isPresented` is true; only the sheet
    ///   can be operated meanwhile.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet("Sheet", isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content(item)` as a sheet while `item` is not nil. `\.dismiss` inside it sets
    /// `item` to nil.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows, or `nil`; an item with another id replaces the sheet, and
    ///     dismissing it sets this to nil.
    ///   - onDismiss: Runs after the presented view leaves the tree, or `nil`.
    ///   - content: Builds the sheet's content for the item.
    /// - Returns: A view that shows the sheet below this view under a `━━ Sheet ━━` line while `item` is not nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet("Sheet", item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` covering the screen while `isPresented` is true: text output shows it
    /// below this view under a `━━ Full Screen ━━` line.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the cover is presented; dismissing it sets this to false.
    ///   - onDismiss: Runs after the presented view leaves the tree, or `nil`.
    ///   - content: Builds the cover's content.
    /// - Returns: A view that shows the cover below this view while `isPresented` is true; only the cover
    ///   can be operated meanwhile.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet("Full Screen", isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content(item)` covering the screen while `item` is not nil.
    ///
    /// - Parameters:
    ///   - item: The item the cover shows, or `nil`; an item with another id replaces the cover, and
    ///     dismissing it sets this to nil.
    ///   - onDismiss: Runs after the presented view leaves the tree, or `nil`.
    ///   - content: Builds the cover's content for the item.
    /// - Returns: A view that shows the cover below this view under a `━━ Full Screen ━━` line while `item` is
    ///   not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet("Full Screen", item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` in a popover while `isPresented` is true: text output shows it below
    /// this view under a `━━ Popover ━━` line.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover is presented; dismissing it sets this to false.
    ///   - attachmentAnchor: Where the popover points to on this view; accepted, no effect on the text.
    ///   - arrowEdge: The edge the popover's arrow points from; accepted, no effect on the text.
    ///   - content: Builds the popover's content.
    /// - Returns: A view that shows the popover below this view while `isPresented` is true; only the popover
    ///   can be operated meanwhile.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet("Popover", isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents `content(item)` in a popover while `item` is not nil: text output shows it below
    /// this view under a `━━ Popover ━━` line.
    ///
    /// - Parameters:
    ///   - item: The item the popover shows, or `nil`; an item with another id replaces the popover, and
    ///     dismissing it sets this to nil.
    ///   - attachmentAnchor: Where the popover points to on this view; accepted, no effect on the text.
    ///   - arrowEdge: The edge the popover's arrow points from; accepted, no effect on the text.
    ///   - content: Builds the popover's content for the item.
    /// - Returns: A view that shows the popover below this view while `item` is not nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet("Popover", item: item, onDismiss: nil, content: content)
    }

    /// This view (sheet sizes are not rendered).
    ///
    /// - Parameter detents: The heights the sheet can rest at; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// This view (sheet sizes are not rendered; the selection is not changed).
    ///
    /// - Parameters:
    ///   - detents: The heights the sheet can rest at; accepted, no effect on the text.
    ///   - selection: The height the sheet rests at; not read or set.
    /// - Returns: This view, unchanged.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    { self }
    /// This view (drag indicators are not rendered).
    ///
    /// - Parameter visibility: Whether the sheet's drag indicator shows; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// This view (the host dismisses sheets only through their bindings and `\.dismiss`).
    ///
    /// - Parameter isDisabled: Whether swiping the sheet down is prevented; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
