@MainActor
open class ViewController {
    public var title: String = ""
    public init() {}
    open func viewDidLoad() {}
}
