/// What the News screens need of the news store, whole: the composition root holds it and hands
/// each module the parts it calls.
public protocol NewsReading: NewsListReading, NewsItemReading, ReadMarkWriting {}
