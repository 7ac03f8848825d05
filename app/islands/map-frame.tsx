// An island (app/islands/README.md): MapFrame, hydrated in the browser on its own as it nears the
// screen. It shows no texts of content/ui.yml: its title comes with its props.
export { MapFrame as MapFrameIsland } from "~/components/contact/map-frame";
