import Entities

public func describe(_ session: Session) -> String { session.title }
