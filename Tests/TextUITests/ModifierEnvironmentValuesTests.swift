import Foundation
import Testing
import TextUI

/// The environment values SwiftUI's modifiers set: `.controlSize(.small)` is
/// `.environment(\.controlSize, .small)`, so a view below reads what was set, and a view with no
/// such ancestor reads SwiftUI's default. Documented with each modifier ("sets the … in the
/// environment", e.g. https://developer.apple.com/documentation/swiftui/view/controlsize(_:)) and
/// with each value (https://developer.apple.com/documentation/swiftui/environmentvalues).
@MainActor
@Suite struct ModifierEnvironmentValuesTests {
    /// Renders the value at `keyPath` as `String(describing:)` does.
    struct Reader<Value>: View {
        @Environment var value: Value
        init(_ keyPath: KeyPath<EnvironmentValues, Value>) { _value = Environment(keyPath) }
        var body: some View { Text(String(describing: value)) }
    }

    private func rendered<Content: View>(_ content: Content) -> String { ViewHost(content).render() }

    private func described<Value>(_ value: Value) -> String { String(describing: value) }

    @Test func modifierValues_haveSwiftUIsDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.controlSize == .regular)
        #expect(environment.imageScale == .medium)
        #expect(environment.symbolRenderingMode == nil)
        #expect(environment.symbolVariants == .none)
        #expect(environment.allowedDynamicRange == nil)
        #expect(environment.contentTransition == .identity)
        #expect(!environment.contentTransitionAddsDrawingGroup)
        #expect(environment.backgroundMaterial == nil)
        #expect(environment.headerProminence == .standard)
        #expect(environment.badgeProminence == .standard)
        #expect(environment.backgroundProminence == .standard)
        #expect(environment.sidebarRowSize == .medium)
        // https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistheaderheight:
        // "The default is nil"; rows are at least 44 points on iOS (observed).
        #expect(environment.defaultMinListHeaderHeight == nil)
        #expect(environment.defaultMinListRowHeight == 44)
        #expect(environment.buttonRepeatBehavior == .automatic)
        #expect(environment.menuOrder == .automatic)
        #expect(environment.menuIndicatorVisibility == .automatic)
        #expect(environment.keyboardShortcut == nil)
        #expect(environment.springLoadingBehavior == .automatic)
        #expect(environment.isFocusEffectEnabled && environment.isHoverEffectEnabled && !environment.isFocused)
        #expect(!environment.autocorrectionDisabled)
        #expect(environment.horizontalScrollIndicatorVisibility == .automatic)
        #expect(environment.verticalScrollIndicatorVisibility == .automatic)
        #expect(environment.horizontalScrollBounceBehavior == .automatic)
        #expect(environment.verticalScrollBounceBehavior == .automatic)
        #expect(environment.scrollDismissesKeyboardMode == .automatic)
        #expect(!environment.isLuminanceReduced && !environment.isSceneCaptured)
        #expect(!environment.accessibilityQuickActionsEnabled)
        #expect(environment.documentConfiguration == nil)
    }

    @Test func modifiers_setTheirValuesForTheViewsInside() {
        #expect(rendered(Reader(\.controlSize).controlSize(.mini)) == described(ControlSize.mini))
        #expect(rendered(Reader(\.imageScale).imageScale(.large)) == described(Image.Scale.large))
        #expect(
            rendered(Reader(\.symbolRenderingMode).symbolRenderingMode(.palette))
                == described(Optional(SymbolRenderingMode.palette)))
        #expect(rendered(Reader(\.symbolVariants).symbolVariant(.fill)) == described(SymbolVariants.fill))
        #expect(
            rendered(Reader(\.allowedDynamicRange).allowedDynamicRange(.high))
                == described(Optional(Image.DynamicRange.high)))
        #expect(
            rendered(Reader(\.contentTransition).contentTransition(.opacity)) == described(ContentTransition.opacity))
        #expect(rendered(Reader(\.headerProminence).headerProminence(.increased)) == described(Prominence.increased))
        #expect(
            rendered(Reader(\.badgeProminence).badgeProminence(.decreased)) == described(BadgeProminence.decreased))
        #expect(
            rendered(Reader(\.buttonRepeatBehavior).buttonRepeatBehavior(.enabled))
                == described(ButtonRepeatBehavior.enabled))
        #expect(rendered(Reader(\.menuOrder).menuOrder(.fixed)) == described(MenuOrder.fixed))
        #expect(rendered(Reader(\.menuIndicatorVisibility).menuIndicator(.hidden)) == described(Visibility.hidden))
        #expect(
            rendered(Reader(\.springLoadingBehavior).springLoadingBehavior(.disabled))
                == described(SpringLoadingBehavior.disabled))
        #expect(rendered(Reader(\.autocorrectionDisabled).autocorrectionDisabled()) == "true")
        #expect(rendered(Reader(\.autocorrectionDisabled).autocorrectionDisabled(false)) == "false")
        #expect(
            rendered(Reader(\.scrollDismissesKeyboardMode).scrollDismissesKeyboard(.immediately))
                == described(ScrollDismissesKeyboardMode.immediately))
        #expect(
            rendered(Reader(\.keyboardShortcut).keyboardShortcut(.defaultAction))
                == described(Optional(KeyboardShortcut.defaultAction)))
    }

    @Test func theInnermostModifier_wins() {
        let view = Reader(\.controlSize).controlSize(.small).controlSize(.large)
        #expect(rendered(view) == described(ControlSize.small))
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:) and
    /// https://developer.apple.com/documentation/swiftui/view/scrollbouncebehavior(_:axes:): each
    /// sets the value of the axes given (both axes for indicators, vertical for bouncing, by default).
    @Test func scrollModifiers_setTheValuesOfTheirAxes() {
        struct Scrolling: View {
            @Environment(\.horizontalScrollIndicatorVisibility) var horizontalIndicators
            @Environment(\.verticalScrollIndicatorVisibility) var verticalIndicators
            @Environment(\.horizontalScrollBounceBehavior) var horizontalBounce
            @Environment(\.verticalScrollBounceBehavior) var verticalBounce
            var body: some View {
                Text(
                    [
                        horizontalIndicators == .hidden, verticalIndicators == .hidden,
                        horizontalBounce == .basedOnSize, verticalBounce == .basedOnSize,
                    ].map { $0 ? "1" : "0" }.joined())
            }
        }
        #expect(rendered(Scrolling()) == "0000")
        #expect(rendered(Scrolling().scrollIndicators(.hidden)) == "1100")
        #expect(rendered(Scrolling().scrollIndicators(.hidden, axes: .horizontal)) == "1000")
        #expect(rendered(Scrolling().scrollBounceBehavior(.basedOnSize)) == "0001")
        #expect(rendered(Scrolling().scrollBounceBehavior(.basedOnSize, axes: [.horizontal, .vertical])) == "0011")
    }

    /// https://developer.apple.com/documentation/swiftui/view/focuseffectdisabled(_:) and
    /// hoverEffectDisabled(_:): each "adds a condition", as `.disabled(_:)` does, so a view
    /// inside cannot turn the effects back on.
    @Test func disabledEffects_cannotBeTurnedBackOnInside() {
        #expect(rendered(Reader(\.isFocusEffectEnabled).focusEffectDisabled()) == "false")
        #expect(rendered(Reader(\.isFocusEffectEnabled).focusEffectDisabled(false).focusEffectDisabled()) == "false")
        #expect(rendered(Reader(\.isFocusEffectEnabled).focusEffectDisabled(false)) == "true")
        #expect(rendered(Reader(\.isHoverEffectEnabled).hoverEffectDisabled()) == "false")
        #expect(rendered(Reader(\.isHoverEffectEnabled).hoverEffectDisabled(false).hoverEffectDisabled()) == "false")
    }

    /// A keyboard shortcut still performs its button once the button reads it from the environment.
    @Test func keyboardShortcut_stillPerformsItsButton() {
        final class Counter { var taps = 0 }
        let counter = Counter()
        let host = ViewHost(Button("Save") { counter.taps += 1 }.keyboardShortcut("s"))
        #expect(host.press("s", modifiers: .command))
        #expect(counter.taps == 1)
    }

    @Test func deviceStates_areReadAsSet() {
        #expect(rendered(Reader(\.isLuminanceReduced).environment(\.isLuminanceReduced, true)) == "true")
        #expect(rendered(Reader(\.isSceneCaptured).environment(\.isSceneCaptured, true)) == "true")
        #expect(rendered(Reader(\.sidebarRowSize).environment(\.sidebarRowSize, .large)) == "large")
        #expect(rendered(Reader(\.defaultMinListRowHeight).environment(\.defaultMinListRowHeight, 60)) == "60.0")
    }
}
