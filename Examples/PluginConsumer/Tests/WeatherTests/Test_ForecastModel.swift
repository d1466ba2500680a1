// The generated models of the consumer package, run through the build plugin's output.

import Testing
import Weather

@MainActor
@Suite struct Test_ForecastModel {
    let berlin = Location(latitude: 52.5, longitude: 13.4)

    func forecast(_ summary: String) -> Forecast {
        Forecast(location: berlin, temperatures: [1, 2], summary: summary)
    }

    /// Waits, at most a bounded number of turns, until `condition` holds.
    func eventually(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        #expect(condition())
    }

    @Test func loadsFromInit() async {
        let model = ForecastModel(
            locationModel: LocationModel(location: berlin),
            forecastStatusUseCase: ForecastStatusUseCaseStub(result: .success(forecast("sunny"))),
            refreshForecastUseCase: RefreshForecastUseCaseStub(states: []))
        await model.reload()
        #expect(model.state.snapshot == forecast("sunny"))
    }

    @Test func refreshStreamsIntoTheState() async {
        let refresh = RefreshForecastUseCaseStub(states: [.downloading(0.5), .refreshed(forecast("rain"))])
        let model = ForecastModel(
            locationModel: LocationModel(location: berlin),
            forecastStatusUseCase: ForecastStatusUseCaseStub(result: .success(forecast("sunny"))),
            refreshForecastUseCase: refresh)
        await model.reload()
        await model.refresh(location: berlin).value
        #expect(model.state.snapshot == forecast("rain"))
        #expect(refresh.calls == [RefreshForecastOptions(location: berlin)])
    }

    @Test func theLocationModelBroadcastsMoves() async {
        let locationModel = LocationModel(location: berlin)
        var iterator = locationModel.observeChanges().makeAsyncIterator()
        #expect(await iterator.next() == berlin)
        let paris = Location(latitude: 48.9, longitude: 2.35)
        locationModel.move(to: paris)
        #expect(await iterator.next() == paris)
    }
}
