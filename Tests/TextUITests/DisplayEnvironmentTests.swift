import Foundation
import Testing
import TextUI

/// Dynamic Type, the accessibility settings and the display reach views through the environment:
/// a host starts at `.large`, every setting off, scale 1, left to right; views and tests set them.
@MainActor
@Suite struct DisplayEnvironmentTests {
    struct SizeReader: View {
        @Environment(\.dynamicTypeSize) var size
        @Environment(\.sizeCategory) var category
        var body: some View { Text("\(size) \(category)") }
    }

    @Test func dynamicTypeSize_isLargeUnlessSet_andComparable() {
        #expect(ViewHost(SizeReader()).render() == "large large")
        #expect(ViewHost(SizeReader().environment(\.dynamicTypeSize, .xxLarge)).render() == "xxLarge extraExtraLarge")
        #expect(DynamicTypeSize.small < .large && DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(DynamicTypeSize.allCases.count == 12)
    }

    @Test func dynamicTypeSizeRange_movesTheSizeIntoTheRange() {
        #expect(ViewHost(SizeReader().dynamicTypeSize(.xSmall)).render() == "xSmall extraSmall")
        #expect(ViewHost(SizeReader().dynamicTypeSize(...DynamicTypeSize.medium)).render() == "medium medium")
        let large = SizeReader().dynamicTypeSize(.small ... .xLarge).environment(\.dynamicTypeSize, .accessibility3)
        #expect(ViewHost(large).render() == "xLarge extraLarge")
        #expect(
            ViewHost(SizeReader().dynamicTypeSize(DynamicTypeSize.xxLarge...)).render() == "xxLarge extraExtraLarge")
        #expect(ViewHost(SizeReader().dynamicTypeSize(.xSmall ..< .large)).render() == "medium medium")
    }

    @Test func sizeCategory_isTheDynamicTypeSize() {
        #expect(
            ViewHost(SizeReader().environment(\.sizeCategory, .accessibilityMedium)).render()
                == "accessibility1 accessibilityMedium")
        #expect(ContentSizeCategory(DynamicTypeSize.accessibility5) == .accessibilityExtraExtraExtraLarge)
        #expect(DynamicTypeSize(ContentSizeCategory.extraSmall) == .xSmall)
        #expect(
            ContentSizeCategory.accessibilityLarge.isAccessibilityCategory
                && !ContentSizeCategory.large.isAccessibilityCategory)
    }

    struct Icon: View {
        @ScaledMetric var size = 17.0
        @ScaledMetric(relativeTo: .caption) var caption: CGFloat = 34
        var body: some View { Text("\(Int(size)) \(Int(caption))") }
    }

    @Test func scaledMetric_growsWithTheDynamicTypeSize() {
        #expect(ViewHost(Icon()).render() == "17 34")
        #expect(ViewHost(Icon().dynamicTypeSize(.accessibility5)).render() == "53 106")
        #expect(ViewHost(Icon().dynamicTypeSize(.xSmall)).render() == "14 28")
        #expect(Icon().size == 17)
    }

    struct Settings: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\.accessibilityReduceTransparency) var reduceTransparency
        @Environment(\.accessibilityPlayAnimatedImages) var playsImages
        @Environment(\.legibilityWeight) var weight
        @Environment(\.colorSchemeContrast) var contrast
        var body: some View {
            Text(
                "\(reduceMotion) \(withoutColor) \(voiceOver) \(reduceTransparency) \(playsImages) \(String(describing: weight)) \(contrast)"
            )
        }
    }

    @Test func accessibilitySettings_areOffUnlessSet() {
        #expect(ViewHost(Settings()).render() == "false false false false true nil standard")
        let set = Settings()
            .environment(\.accessibilityReduceMotion, true)
            .environment(\.accessibilityDifferentiateWithoutColor, true)
            .environment(\.accessibilityVoiceOverEnabled, true)
            .environment(\.accessibilityReduceTransparency, true)
            .environment(\.accessibilityPlayAnimatedImages, false)
            .environment(\.legibilityWeight, .bold)
            .environment(\.colorSchemeContrast, .increased)
        #expect(ViewHost(set).render() == "true true true true false Optional(TextUI.LegibilityWeight.bold) increased")
        var values = EnvironmentValues()
        #expect(
            !values.accessibilityEnabled && !values.accessibilitySwitchControlEnabled
                && !values.accessibilityInvertColors)
        #expect(!values.accessibilityShowButtonShapes && !values.accessibilityDimFlashingLights)
        #expect(!values.accessibilityLargeContentViewerEnabled)
        values.accessibilityEnabled = true
        #expect(values.accessibilityEnabled)
    }

    @Test func display_isScaleOne_leftToRight() {
        var values = EnvironmentValues()
        #expect(values.displayScale == 1 && values.pixelLength == 1 && values.layoutDirection == .leftToRight)
        values.displayScale = 2
        values.layoutDirection = .rightToLeft
        #expect(values.pixelLength == 0.5 && values.layoutDirection == .rightToLeft)
        #expect(LayoutDirection.allCases.count == 2)
    }

    struct Focusable: View {
        @AccessibilityFocusState var isFocused: Bool
        @AccessibilityFocusState(for: .voiceOver) var row: Int?
        var body: some View {
            VStack {
                Text("focused \(isFocused) row \(row.map(String.init) ?? "none")")
                Button("Focus") {
                    isFocused = true
                    row = 2
                }
                .accessibilityFocused($isFocused)
                .accessibilityFocused($row, equals: 2)
            }
        }
    }

    @Test func accessibilityFocusState_isStateOfTheView() throws {
        let host = ViewHost(Focusable())
        #expect(host.render().hasPrefix("focused false row none"))
        try host.tap("Focus")
        #expect(host.render().hasPrefix("focused true row 2"))
    }

    struct Loading: View {
        @Environment(\.redactionReasons) var reasons
        var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "ready") }
    }

    @Test func redacted_putsItsReasonInTheEnvironment_andUnredactedClearsIt() {
        #expect(ViewHost(Loading()).render() == "ready")
        #expect(ViewHost(Loading().redacted(reason: .placeholder)).render() == "placeholder")
        #expect(ViewHost(Loading().unredacted().redacted(reason: .placeholder)).render() == "ready")
        #expect(ViewHost(Text("secret").redacted(reason: [.privacy, .invalidated])).render() == "secret")
    }
}
