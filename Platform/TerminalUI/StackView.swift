/// How much of a stack's axis an arranged view takes.
public enum StackLength: Sendable, Equatable {
    /// Exactly this many cells.
    case fixed(Int)
    /// What the view's `sizeThatFits` asks for.
    case fit
    /// A share of what is left after fixed and fitted views, by weight.
    case flexible(Int = 1)
}

/// Lays its arranged views out in a row or a column, like UIStackView with fixed, fitting and
/// flexible lengths.
@MainActor
public final class StackView: View {
    public enum Axis: Sendable { case vertical, horizontal }

    public let axis: Axis
    public var spacing: Int
    public private(set) var arranged: [(view: View, length: StackLength)] = []

    public init(axis: Axis, spacing: Int = 0) {
        self.axis = axis
        self.spacing = spacing
    }

    public func addArrangedSubview(_ view: View, length: StackLength = .fit) {
        arranged.append((view, length))
        addSubview(view)
    }

    override public func layoutSubviews() {
        let visible = arranged.filter { !$0.view.isHidden }
        let total = axis == .vertical ? bounds.height : bounds.width
        let across = axis == .vertical ? bounds.width : bounds.height
        var lengths = [Int](repeating: 0, count: visible.count)
        // Lengths, weights and spacing are any Int a caller gives: summed and scaled saturating.
        var remaining = total.saturatingSubtract(spacing.saturatingMultiply(max(0, visible.count - 1)))
        for (index, item) in visible.enumerated() {
            switch item.length {
            case .fixed(let cells):
                lengths[index] = min(max(0, remaining), cells)
            case .fit:
                let fits = item.view.sizeThatFits(axis == .vertical ? Size(width: across, height: max(0, remaining)) : Size(width: max(0, remaining), height: across))
                lengths[index] = min(max(0, remaining), axis == .vertical ? fits.height : fits.width)
            case .flexible:
                continue
            }
            remaining = remaining.saturatingSubtract(lengths[index])
        }
        let weights = visible.map { if case .flexible(let weight) = $0.length { max(0, weight) } else { 0 } }
        let weightSum = weights.reduce(0) { $0.saturatingAdd($1) }
        if weightSum > 0 {
            var left = max(0, remaining)
            var lastFlexible = 0
            for (index, weight) in weights.enumerated() where weight > 0 {
                // remaining × weight ÷ sum in double width: the share is at most `remaining`.
                lengths[index] = weightSum.dividingFullWidth(max(0, remaining).multipliedFullWidth(by: weight)).quotient
                left -= lengths[index]
                lastFlexible = index
            }
            lengths[lastFlexible] += left  // rounding leftovers go to the last flexible view
        }
        var position = 0
        for (index, item) in visible.enumerated() {
            item.view.frame = axis == .vertical
                ? Rect(x: 0, y: position, width: across, height: lengths[index])
                : Rect(x: position, y: 0, width: lengths[index], height: across)
            position = position.saturatingAdd(lengths[index]).saturatingAdd(spacing)
        }
    }

    override public func sizeThatFits(_ size: Size) -> Size {
        var along = 0, across = 0
        let visible = arranged.filter { !$0.view.isHidden }
        for item in visible {
            let fits = item.view.sizeThatFits(size)
            let length: Int = switch item.length {
            case .fixed(let cells): cells
            case .fit, .flexible: axis == .vertical ? fits.height : fits.width
            }
            along = along.saturatingAdd(length)
            across = max(across, axis == .vertical ? fits.width : fits.height)
        }
        along = along.saturatingAdd(spacing.saturatingMultiply(max(0, visible.count - 1)))
        return axis == .vertical ? Size(width: min(size.width, across), height: min(size.height, along))
                                 : Size(width: min(size.width, along), height: min(size.height, across))
    }
}
