import NIOCore
import Synchronization

/// At most `limit` connections open at once on a listener: one more is closed as soon as it
/// opens. The metrics port has one of its own, so that clients holding it open (or a flood of
/// them) cannot take the descriptors the API's own connections need: the process shares one
/// descriptor limit (`ulimit -n`) between its ports.
final class ConnectionCap: Sendable {
    let limit: Int
    private let open = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// The handler each new connection of the listener gets.
    func handler() -> Handler { Handler(cap: self) }

    /// Counts its connection in while it is open, or closes it when the cap is reached.
    final class Handler: ChannelInboundHandler, RemovableChannelHandler {
        /// Reads pass through untouched (it only counts connections in and out).
        typealias InboundIn = NIOAny
        private let cap: ConnectionCap
        private var counted = false

        init(cap: ConnectionCap) {
            self.cap = cap
        }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { admit(context) }
        }

        func channelActive(context: ChannelHandlerContext) {
            admit(context)
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            release()
            context.fireChannelInactive()
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            release()
        }

        private func admit(_ context: ChannelHandlerContext) {
            guard !counted else { return }
            let now = cap.open.add(1, ordering: .relaxed).newValue
            counted = true
            if now > cap.limit { context.close(promise: nil) }
        }

        private func release() {
            guard counted else { return }
            counted = false
            cap.open.subtract(1, ordering: .relaxed)
        }
    }
}
