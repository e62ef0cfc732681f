/// What a detail screen shows: nothing yet, the model once read, or a message in its place (not
/// found, an error). The state every detail Presenter hands its View.
public enum DetailState<Model: Equatable>: Equatable {
    case loading
    case loaded(Model)
    case message(String)
}
