/// Where a popover points to on the view that presents it (text output shows popovers below it).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view, such as its bounds.
    case rect(Anchor<CGRect>.Source)
    /// A point relative to the view's size.
    case point(UnitPoint)
}
