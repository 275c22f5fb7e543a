import Foundation
import TextUI

extension View {
    /// Sets where the charts inside stop when scrolled (text charts show their whole domain and
    /// do not scroll).
    ///
    /// - Parameter behavior: Where scrolling stops.
    /// - Returns: The view.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
        configuringCharts { _ in }
    }
}

/// Where a scrolled chart stops (`.valueAligned(matching: DateComponents(hour: 0))`); text charts
/// do not scroll.
public protocol ChartScrollTargetBehavior {}

/// A scroll target behavior that stops on values: dates that match components, or multiples of a unit.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// How a scroll of more than a page aligns.
    public struct MajorValueAlignment {
        let name: String

        /// Aligns on dates that match components.
        ///
        /// - Parameter components: The components.
        /// - Returns: The alignment.
        public static func matching(_ components: DateComponents) -> MajorValueAlignment {
            MajorValueAlignment(name: "matching")
        }

        /// Aligns on multiples of a unit.
        ///
        /// - Parameter unit: The unit.
        /// - Returns: The alignment.
        public static func unit(_ unit: Double) -> MajorValueAlignment { MajorValueAlignment(name: "unit") }

        /// Aligns on the plot's width, a page at a time.
        public static var page: MajorValueAlignment { MajorValueAlignment(name: "page") }
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Stops on dates that match components.
    ///
    /// - Parameters:
    ///   - matching: The components.
    ///   - majorAlignment: How a longer scroll aligns.
    /// - Returns: The behavior.
    public static func valueAligned(
        matching: DateComponents, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior()
    }

    /// Stops on multiples of a unit.
    ///
    /// - Parameters:
    ///   - unit: The unit.
    ///   - majorAlignment: How a longer scroll aligns.
    /// - Returns: The behavior.
    public static func valueAligned(
        unit: Double, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior()
    }
}
