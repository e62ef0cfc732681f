/// Positions and sizes in terminal cells.
/// Every coordinate and length is held within ±`cellLimit` (far beyond any terminal, whose size
/// the kernel reports in 16 bits), so that adding or multiplying a few of them never overflows:
/// a size meaning "as tall as it wants" (`Int.max`), or one computed from outside data, is
/// bounded where it is made instead of trapping in the arithmetic after it.
public let cellLimit = 1 << 24

@inline(__always)
private func bounded(_ value: Int) -> Int { min(max(value, -cellLimit), cellLimit) }

public struct Point: Hashable, Sendable {
    public var x: Int { didSet { x = bounded(x) } }
    public var y: Int { didSet { y = bounded(y) } }

    public init(x: Int, y: Int) {
        self.x = bounded(x)
        self.y = bounded(y)
    }

    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int { didSet { width = bounded(width) } }
    public var height: Int { didSet { height = bounded(height) } }

    public init(width: Int, height: Int) {
        self.width = bounded(width)
        self.height = bounded(height)
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }

    /// Whether this size is at least `other` in both directions.
    public func contains(_ other: Size) -> Bool {
        width >= other.width && height >= other.height
    }
}

public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var x: Int { origin.x }
    public var y: Int { origin.y }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var maxX: Int { origin.x + size.width }
    public var maxY: Int { origin.y + size.height }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: max(0, width - insets.left - insets.right),
             height: max(0, height - insets.top - insets.bottom))
    }

    /// A rectangle of `size` centred in this one.
    public func centered(_ size: Size) -> Rect {
        let width = min(size.width, self.width), height = min(size.height, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public let top, left, bottom, right: Int

    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = bounded(top)
        self.left = bounded(left)
        self.bottom = bounded(bottom)
        self.right = bounded(right)
    }

    public init(all: Int) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    public static let zero = EdgeInsets()
}
